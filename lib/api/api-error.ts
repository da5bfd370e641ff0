import type { ErrorCode, ErrorParams } from '../protocol/error-codes.ts';

/** What the server's error says beside its English detail: a stable code and its values (docs/protocol.md). */
export interface ErrorReason {
  code?: string;
  params?: ErrorParams;
}

/**
 * The one error type the API client throws, so callers and the error display read title, detail and
 * status without guessing at the shape of whatever failed underneath (docs/behaviour.md#messages).
 */
export class ApiError extends Error {
  readonly title: string;
  readonly detail: string | undefined;
  readonly status: number | undefined;
  /** A stale update's 409: the record as the server has it now. */
  readonly current: Record<string, unknown> | undefined;
  readonly reason: ErrorReason;

  constructor(
    title: string,
    detail?: string,
    status?: number,
    current?: Record<string, unknown>,
    reason: ErrorReason = {},
  ) {
    super(detail ?? title);
    this.reason = reason;
    this.name = 'ApiError';
    this.title = title;
    this.detail = detail;
    this.status = status;
    this.current = current;
  }
}

export const UNKNOWN_API_ERROR = 'Unknown API Error';
export const WARNING_TITLE = 'Operation completed with warnings';
export const TOKEN_EXPIRED = 'Token Expired';

// A failure that brought no packet still gets a code, so that another language says it in its own words
// (lib/api/texts.ts); English keeps the title and detail below.
const STATUS_CODES: Record<number, ErrorCode> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  413: 'too_large',
  502: 'bad_gateway',
  503: 'unavailable',
  504: 'unavailable',
};
const codeOfStatus = (status: number): ErrorCode =>
  STATUS_CODES[status] ?? (status >= 500 ? 'server_error' : 'bad_request');

export const httpError = (status: number): ApiError =>
  new ApiError('HTTP Error', `An HTTP error occurred: ${status}`, status, undefined, {
    code: codeOfStatus(status),
  });

export const missingTokenError = (): ApiError =>
  new ApiError('Authentication Error', 'No authentication token available', 401, undefined, {
    code: 'unauthorized',
  });

/** docs/behaviour.md#messages 'other failures': anything that is not already an ApiError keeps its message under one title. */
export const toApiError = (error: unknown): ApiError =>
  error instanceof ApiError
    ? error
    : new ApiError(
        'Unknown Error',
        `An error occurred: ${error instanceof Error ? error.message : String(error)}`,
        undefined,
        undefined,
        // Most often the network ('Failed to fetch'): the service could not be reached.
        { code: 'unavailable' },
      );

/**
 * A stale save's 409 (docs/behaviour.md#conflicts): it carries the record as stored now, which a form
 * compares with what it holds (the profile's and Stripe's merge) or reloads (the one-time password screen).
 */
export const isStale = (error: unknown): error is ApiError & { current: Record<string, unknown> } =>
  error instanceof ApiError && error.status === 409 && error.current !== undefined;
