import { atom } from 'nanostores';

/** docs/behaviour.md#limits: error banner default lifetime. */
export const ERROR_BANNER_DURATION_MS = 5000;

/** The message of the shared error banner, or null when none is shown. */
export const $errorBanner = atom<string | null>(null);

let hideTimer: ReturnType<typeof setTimeout> | undefined;

/** docs/behaviour.md#messages: the banner shows the message for `durationMs`, the form's one display of it (lib/feedback/show-failure.ts). */
export function showErrorBanner(message: string, durationMs = ERROR_BANNER_DURATION_MS): void {
  clearTimeout(hideTimer);
  $errorBanner.set(message);
  // A newer message restarts the countdown, so it always gets its full time on screen.
  hideTimer = setTimeout(clearErrorBanner, durationMs);
}

export function clearErrorBanner(): void {
  clearTimeout(hideTimer);
  $errorBanner.set(null);
}
