/** What the server needs and cannot always reach (docs/operations.md, Health). */
export type Dependency = 'database' | 'storage' | 'mail';

/**
 * A dependency did not answer: the request is refused with 503 and Retry-After, not 500 (the request was
 * fine; the same one will work once the dependency is back). Thrown by the layer that talks to it
 * (server/db/postgres.ts, server/media/s3-storage.ts), with the driver's error as cause.
 */
export class DependencyDown extends Error {
  constructor(
    readonly dependency: Dependency,
    cause: unknown,
  ) {
    super(`${dependency} unreachable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/** Seconds a client is told to wait before it asks again. */
export const RETRY_AFTER_SECONDS = 5;
