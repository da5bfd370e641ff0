import type { ErrorCode, ErrorParams } from '../../lib/protocol/error-codes.ts';

// What a failure says beside its status and English detail: a stable code, or the status's own
// (docs/protocol.md, errors), so that every error a client sees carries one.
const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'too_large',
  429: 'throttled',
  502: 'bad_gateway',
  503: 'unavailable',
};

export interface FailureExtras {
  /** A stale update's 409 carries the record as it is now (server/conflicts/stale.ts). */
  current?: Record<string, unknown>;
  code?: ErrorCode;
  params?: ErrorParams;
}

/** A failure that becomes a packet with this status, title and detail; anything else becomes a 500. */
export class ApiFailure extends Error {
  readonly current: Record<string, unknown> | undefined;
  readonly code: ErrorCode;
  readonly params: ErrorParams | undefined;

  constructor(
    public status: number,
    public title: string,
    public detail?: string,
    extras: FailureExtras = {},
  ) {
    super(detail ? `${title}: ${detail}` : title);
    this.current = extras.current;
    this.code = extras.code ?? STATUS_CODES[status] ?? 'server_error';
    this.params = extras.params;
  }
}

export const badRequest = (detail: string): ApiFailure => new ApiFailure(400, 'Bad Request', detail);
export const forbidden = (detail?: string): ApiFailure => new ApiFailure(403, 'Forbidden', detail);
export const notFound = (detail?: string): ApiFailure => new ApiFailure(404, 'Not Found', detail);
