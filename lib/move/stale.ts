import { showApiError } from '../api/api.ts';
import { ApiError } from '../api/api-error.ts';
import { showToast } from '../toasts/toasts.ts';

/**
 * A move refused because what it moved changed since the view loaded it: a 409 that carries the server's
 * version (docs/behaviour.md#conflicts). The view's sentence goes in a toast and the server's version,
 * as `take` reads it, comes back for the view to show before it reloads; any other failure is shown as
 * the API's error and gives undefined. One rule for the board and the calendar.
 */
export function refusedAsStale<T>(
  error: unknown,
  message: string,
  take: (current: Record<string, unknown>) => T | undefined,
): T | undefined {
  const current =
    error instanceof ApiError && error.status === 409 && error.current ? take(error.current) : undefined;
  if (current === undefined) showApiError(error);
  else showToast('warning', message);
  return current;
}
