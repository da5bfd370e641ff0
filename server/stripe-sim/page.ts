const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Plain HTML: no script and no style at all, so the server's strict CSP (no inline anything) holds.
const page = (title: string, body: string): string =>
  `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body>
<main>
${body}
</main>
</body>
</html>
`;

export interface AuthorizePageOptions {
  action: string;
  state: string;
  /** Where the browser goes back to (shown, so the user sees which console asks). */
  returnTo: string;
}

/** The simulator's stand-in for Stripe's consent screen: Allow and Deny, each a form posting the state. */
export function authorizePage({ action, state, returnTo }: AuthorizePageOptions): string {
  const decision = (
    value: 'allow' | 'deny',
    label: string,
  ) => `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<button type="submit" name="decision" value="${value}">${label}</button>
</form>`;
  return page(
    'Connect your Stripe account',
    `<h1>Connect your Stripe account</h1>
<p>Stripe Connect simulator: no real Stripe account is involved. Allowing creates a test-mode connection
with made-up keys.</p>
<p>The console at <strong>${escapeHtml(returnTo)}</strong> asks for read and write access to your Stripe account.</p>
${decision('allow', 'Allow')}
${decision('deny', 'Deny')}`,
  );
}

export const invalidRequestPage = (): string =>
  page(
    'Invalid authorization request',
    `<h1>Invalid authorization request</h1>
<p>This Stripe connection request is unknown, already used or expired. Start the connection again from the console.</p>`,
  );
