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

  // The panel's one line is said by code in its language (lib/session/auth-texts.ts).
  constructor(code: SetupProblem, message: string) {
    super('Console Setup Error', message);
    this.name = 'ConsoleSetupError';
    this.code = code;
  }
}
