import { failureText } from './failure-text.ts';

/**
 * failureText for a failure a person caused by a save: a refusal reads in the page's language (its code's
 * text; docs/behaviour.md#messages), as the lists say it. The API's texts load only when a save fails, so
 * an element's first paint carries none of them (docs/performance.md, bundle size).
 */
export const failureReason = async (error: unknown, fallback: string): Promise<string> =>
  (await import('../api/reason-text.ts')).apiReason(error) ?? failureText(error, fallback);
