import type { ErrorParams } from '../protocol/error-codes.ts';
import type { ApiErrorTexts } from './texts.ts';

export const FALLBACK_ERROR_MESSAGE = 'An unexpected error occurred';
export const API_ERROR_TASK_TITLE = 'API Error';
export const API_ERROR_TASK_MESSAGE = 'An error occurred with the API request';
export const REPEAT_WINDOW_MS = 1000;

interface ErrorLike {
  title?: unknown;
  detail?: unknown;
  message?: unknown;
  errors?: unknown;
  /** A packet's error carries its code itself, an ApiError as its reason. */
  code?: unknown;
  params?: unknown;
  reason?: ErrorLike;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

// The text of the error's code in the user's language; a code this kit does not know has none.
function codeText(first: ErrorLike | undefined, texts: ApiErrorTexts): string | undefined {
  const reason = first?.reason ?? first;
  const code = text(reason?.code);
  if (!code || !Object.hasOwn(texts, code)) return undefined;
  const entry = texts[code as keyof ApiErrorTexts] as string | ((values: ErrorParams) => string);
  return typeof entry === 'string' ? entry : entry((reason?.params ?? {}) as ErrorParams);
}

/**
 * docs/behaviour.md#messages: the first error's title or detail, else the message, else a fixed fallback.
 * With `texts` (a language other than English): its code's text, else its English detail.
 */
export function apiErrorMessage(error: unknown, texts?: ApiErrorTexts): string {
  const candidate = (error ?? {}) as ErrorLike;
  const first = (Array.isArray(candidate.errors) ? candidate.errors[0] : candidate) as ErrorLike | undefined;
  const localized = texts && (codeText(first, texts) ?? text(first?.detail));
  return (
    localized ??
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
  /** The error texts of the page's language, none for English (texts.ts). */
  texts?: () => ApiErrorTexts | undefined;
}

/**
 * docs/behaviour.md#states: every API error shows a red toast; it also leaves an 'API Error' task in the status bar, except
 * when the same message came less than a second ago (one failure fanning out to several calls would
 * otherwise flood the task list).
 */
export function createApiErrorDisplay({
  showErrorToast,
  addErrorTask,
  now = Date.now,
  texts,
}: ErrorDisplayDeps) {
  let last: { message: string; at: number } | undefined;
  return (error: unknown): void => {
    const message = apiErrorMessage(error, texts?.());
    const at = now();
    const repeated = last !== undefined && last.message === message && at - last.at < REPEAT_WINDOW_MS;
    last = { message, at };
    showErrorToast(message);
    if (!repeated) addErrorTask(API_ERROR_TASK_TITLE, API_ERROR_TASK_MESSAGE);
  };
}
