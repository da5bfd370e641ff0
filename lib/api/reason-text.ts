import { ApiError } from './api-error.ts';
import { apiErrorMessage } from './error-display.ts';
import { errorTextsSlot } from './error-texts-slot.ts';

/**
 * A refused call's reason for a view to show: its code's text in the page's language (lib/api/texts.ts),
 * in English the server's own words; `undefined` when the failure says nothing (no reply), for the view to
 * say what to do in its own language.
 */
export function apiReason(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const texts = errorTextsSlot.page?.();
  return texts ? apiErrorMessage(error, texts) : (error.detail ?? error.title);
}
