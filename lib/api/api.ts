import { $consoleConfig } from '../config/console-config.ts';
import { sessionStore } from '../session/session.ts';
import { addTask } from '../tasks/tasks.ts';
import { showToast } from '../toasts/toasts.ts';
import { createApiClient } from './client.ts';
import { createApiErrorDisplay } from './error-display.ts';
import { errorTextsSlot } from './error-texts-slot.ts';

/** The page's API error display (docs/behaviour.md#states): a red toast, and an 'API Error' task unless just repeated. */
export const showApiError = createApiErrorDisplay({
  showErrorToast: (message) => showToast('error', message),
  addErrorTask: (title, message) => void addTask({ title, status: 'error', message }),
  texts: () => errorTextsSlot.page?.(),
});

let renewal: ((expired: string) => Promise<boolean>) | undefined;

/** How an ended session is renewed in place: set by the embed session code, which only some pages load. */
export const setSessionRenewal = (renew: (expired: string) => Promise<boolean>): void => {
  renewal = renew;
};

/**
 * The page's API client: configured by configureConsole, authenticated by the shared session (or the
 * host's getToken, for hosts that hold the token themselves), rotating and expiring that same session, and
 * renewing an embed session in place when it ends.
 */
export const apiClient = createApiClient({
  // Looked up per call so a host (or a test) that replaces fetch after load is honoured.
  fetch: (input, init) => globalThis.fetch(input, init),
  apiBase: () => $consoleConfig.get().apiBase ?? '',
  siteToken: () => $consoleConfig.get().siteToken,
  userToken: async () =>
    (await $consoleConfig.get().getToken?.()) ?? sessionStore.$session.get().token ?? undefined,
  onToken: sessionStore.rotateToken,
  onTokenExpired: sessionStore.clear,
  renewSession: (expired) => renewal?.(expired),
  onWarning: (warning) => showToast('warning', warning.title),
  onError: showApiError,
});

export const { callCommand } = apiClient;
