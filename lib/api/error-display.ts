export const FALLBACK_ERROR_MESSAGE = 'An unexpected error occurred';
export const API_ERROR_TASK_TITLE = 'API Error';
export const API_ERROR_TASK_MESSAGE = 'An error occurred with the API request';
export const REPEAT_WINDOW_MS = 1000;

interface ErrorLike {
  title?: unknown;
  detail?: unknown;
  message?: unknown;
  errors?: unknown;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** docs/behaviour.md#messages: the first error's title or detail, else the message, else a fixed fallback. */
export function apiErrorMessage(error: unknown): string {
  const candidate = (error ?? {}) as ErrorLike;
  const first = (Array.isArray(candidate.errors) ? candidate.errors[0] : candidate) as ErrorLike | undefined;
  return (
    text(first?.title) ??
    text(first?.detail) ??
    text(candidate.message) ??
    text(error) ??
    FALLBACK_ERROR_MESSAGE
  );
}

export interface ErrorDisplayDeps {
  showErrorToast: (message: string) => void;
  addErrorTask: (title: string, message: string) => void;
  now?: () => number;
}

/**
 * docs/behaviour.md#states: every API error shows a red toast; it also leaves an 'API Error' task in the status bar, except
 * when the same message came less than a second ago (one failure fanning out to several calls would
 * otherwise flood the task list).
 */
export function createApiErrorDisplay({ showErrorToast, addErrorTask, now = Date.now }: ErrorDisplayDeps) {
  let last: { message: string; at: number } | undefined;
  return (error: unknown): void => {
    const message = apiErrorMessage(error);
    const at = now();
    const repeated = last !== undefined && last.message === message && at - last.at < REPEAT_WINDOW_MS;
    last = { message, at };
    showErrorToast(message);
    if (!repeated) addErrorTask(API_ERROR_TASK_TITLE, API_ERROR_TASK_MESSAGE);
  };
}
