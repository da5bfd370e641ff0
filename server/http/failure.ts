/** A failure that becomes a packet with this status, title and detail; anything else becomes a 500. */
export class ApiFailure extends Error {
  constructor(
    public status: number,
    public title: string,
    public detail?: string,
    /** A stale update's 409 carries the record as it is now (server/conflicts/stale.ts). */
    public current?: Record<string, unknown>,
  ) {
    super(detail ? `${title}: ${detail}` : title);
  }
}

export const badRequest = (detail: string): ApiFailure => new ApiFailure(400, 'Bad Request', detail);
export const forbidden = (detail?: string): ApiFailure => new ApiFailure(403, 'Forbidden', detail);
export const notFound = (detail?: string): ApiFailure => new ApiFailure(404, 'Not Found', detail);
