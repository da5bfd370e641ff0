import { apiReason } from '../api/reason-text.ts';

/**
 * docs/behaviour.md#messages's 'the error message, or {fallback}': a refusal reads as the server put it ('account/update needs
 * access level 5'), in another language as its code's text (lib/api/reason-text.ts); only a failure that says nothing falls
 * back to the fixed text.
 */
export const failureText = (error: unknown, fallback: string): string =>
  apiReason(error) ?? (error instanceof Error && error.message ? error.message : fallback);
