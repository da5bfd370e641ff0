import { atom } from 'nanostores';

export type ToastType = 'error' | 'success' | 'info' | 'warning';

/** A button on a toast, offered for the toast's life (a delete's Undo: lib/trash/undo.ts). */
export interface ToastAction {
  /** The button's text; UNDO is shown in the user's language by the toast region. */
  label: string;
  run: () => void;
}

/** The label of an Undo action (docs/behaviour.md#messages). */
export const UNDO = 'Undo';

export interface Toast {
  id: string;
  type: ToastType;
  message: string;
  action?: ToastAction;
}

/** docs/behaviour.md#limits: toast lifetime. */
export const TOAST_DURATION_MS = 5000;

export const $toasts = atom<readonly Toast[]>([]);

// A counter, not crypto.randomUUID: that needs a secure context, and embedding pages may be plain http.
let lastId = 0;

/** Shows a toast and returns its id; it dismisses itself after `durationMs` (0 or less: stays). */
export function showToast(
  type: ToastType,
  message: string,
  durationMs = TOAST_DURATION_MS,
  action?: ToastAction,
): string {
  const id = `toast-${++lastId}`;
  $toasts.set([...$toasts.get(), { id, type, message, ...(action ? { action } : {}) }]);
  if (durationMs > 0) setTimeout(() => dismissToast(id), durationMs);
  return id;
}

export function dismissToast(id: string): void {
  const toasts = $toasts.get();
  if (toasts.some((toast) => toast.id === id)) $toasts.set(toasts.filter((toast) => toast.id !== id));
}
