import type { PageLanguage } from '../http/page-language.ts';
import { SIM_TEXTS } from './texts.ts';

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const SIM_STYLESHEET_PATH = '/stripe-sim/page.css';

// A stylesheet of its own rather than inline styles: the server's CSP allows styles from 'self' only.
export const SIM_STYLESHEET = `body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f6f9fc;
font:16px/1.5 system-ui,sans-serif;color:#30313d}
main{max-width:30rem;margin:1rem;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002}
h1{margin-top:0;font-size:1.5rem}
.note{font-size:.875rem;color:#6a7383;border-left:3px solid #635bff;padding-left:.75rem}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}
button{font:inherit;font-weight:600;padding:.6rem 1.4rem;border-radius:6px;border:1px solid #d5dbe1;
background:#fff;color:#30313d;cursor:pointer}
button[value=allow]{background:#635bff;border-color:#635bff;color:#fff}
button:focus-visible,input:focus-visible{outline:3px solid #a4a0ff;outline-offset:2px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#6a7383}dd{margin:0}
label{display:block;margin-top:1rem;font-weight:600}
input{font:inherit;box-sizing:border-box;width:100%;padding:.5rem;border:1px solid #8792a2;border-radius:6px}
.error{color:#b3093c;font-weight:600}
button.pay{background:#635bff;border-color:#635bff;color:#fff}
`;

// No script at all, and styles only from the stylesheet above, so the server's strict CSP holds.
export const simPage = (lang: PageLanguage, title: string, body: string): string =>
  `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${SIM_STYLESHEET_PATH}"></head>
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
  /** The page's language, from Accept-Language (server/http/page-language.ts); English by default. */
  lang?: PageLanguage;
}

/** The simulator's stand-in for Stripe's consent screen: Allow and Deny, each a form posting the state. */
export function authorizePage({ action, state, returnTo, lang = 'en' }: AuthorizePageOptions): string {
  const t = SIM_TEXTS[lang];
  const decision = (
    value: 'allow' | 'deny',
    label: string,
  ) => `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<button type="submit" name="decision" value="${value}">${label}</button>
</form>`;
  return simPage(
    lang,
    t.connectTitle,
    `<h1>${t.connectTitle}</h1>
<p>${t.connectAsks(escapeHtml(returnTo))}</p>
<p class="note">${t.connectNote}</p>
<div class="actions">
${decision('allow', t.allow)}
${decision('deny', t.deny)}
</div>`,
  );
}

export const invalidRequestPage = (lang: PageLanguage): string =>
  simPage(
    lang,
    SIM_TEXTS[lang].invalidTitle,
    `<h1>${SIM_TEXTS[lang].invalidTitle}</h1>
<p>${SIM_TEXTS[lang].invalidHelp}</p>`,
  );
