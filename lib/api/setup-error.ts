import { ApiError } from './api-error.ts';

/**
 * A page that embeds the kit in a way no call can work from (docs/embedding.md#when-a-page-is-set-up-wrong):
 * said to the page's developer, in the browser console and a `console-error` event, instead of reading
 * as a wrong password to its user.
 */
export type SetupProblem = 'missing-site-token' | 'origin-not-allowed';

/** The event a panel sends up through its host page, with `{ code, message }` as its detail. */
export const SETUP_ERROR_EVENT = 'console-error';

/** An ApiError, so that every caller's handling of a failed call holds; its detail is the whole story. */
export class ConsoleSetupError extends ApiError {
  readonly code: SetupProblem;
  /** One line for the panel: what is wrong, for whoever built the page. */
  readonly summary: string;

  constructor(code: SetupProblem, summary: string, message: string) {
    super('Console Setup Error', message);
    this.name = 'ConsoleSetupError';
    this.code = code;
    this.summary = summary;
  }
}

const SEE_CONSOLE = 'Nobody can sign in on this page until its developer fixes it (see the browser console).';

export const missingSiteToken = (): ConsoleSetupError =>
  new ConsoleSetupError(
    'missing-site-token',
    `This page gives the console no site token. ${SEE_CONSOLE}`,
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
    `The console's server does not accept calls from this page's origin. ${SEE_CONSOLE}`,
    `Console kit: the API at ${api} does not accept calls from ${page}. Its operator adds ${page} to ` +
      'CONSOLE_ORIGINS and restarts the server (docs/embedding.md).',
  );
}
