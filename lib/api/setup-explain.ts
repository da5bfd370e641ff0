import { ConsoleSetupError } from './setup-error.ts';

// The explanations of lib/api/setup-error.ts's problems: loaded by the client only when a call cannot be
// sent or did not arrive, so that the sign-in screen's first paint does not carry their text.

export const missingSiteToken = (): ConsoleSetupError =>
  new ConsoleSetupError(
    'missing-site-token',
    'Console kit: no site token, so sign-in and registration send nothing. Give the element a ' +
      'site-token attribute or call configureConsole({ siteToken }) (docs/embedding.md).',
  );

/**
 * Why a call to another origin's API failed to arrive, when the page's setup is the reason. A browser
 * does not say why a cross-origin request failed; a no-cors request that gets through shows that the
 * server is up, so its CORS answer left this page's origin out.
 */
export async function explainFailedFetch(
  fetch: typeof globalThis.fetch,
  url: string,
): Promise<ConsoleSetupError | undefined> {
  const page = globalThis.location?.origin;
  const api = page ? new URL(url, page).origin : undefined;
  if (!page || !api || api === page) return undefined;
  try {
    await fetch(url, { mode: 'no-cors', method: 'HEAD', cache: 'no-store' });
  } catch {
    return undefined;
  }
  return new ConsoleSetupError(
    'origin-not-allowed',
    `Console kit: the API at ${api} does not accept calls from ${page}. Its operator adds ${page} to ` +
      'CONSOLE_ORIGINS and restarts the server (docs/embedding.md).',
  );
}
