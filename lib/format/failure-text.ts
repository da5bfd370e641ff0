/**
 * docs/behaviour.md#messages's 'the error message, or {fallback}': a refusal reads as the server put it ('account/update needs
 * access level 5'); only a failure that says nothing falls back to the fixed text. (A save's refusal reads in the page's
 * language through failure-reason.ts, which loads the API's texts only when one fails: this one is small enough for any
 * element's first paint.)
 */
export const failureText = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;
