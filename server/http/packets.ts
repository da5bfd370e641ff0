import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Packet } from '../../lib/protocol/packet.ts';
import { DependencyDown, RETRY_AFTER_SECONDS } from '../observe/dependency-down.ts';
import { log } from '../observe/logger.ts';
import { requestIdOf } from '../observe/request-context.ts';
import { logRepeatedFailure } from '../observe/repeated-failures.ts';
import { ApiFailure } from './failure.ts';

export const okPacket = (c: Context, payload: unknown, token?: string): Response =>
  c.json({ ...(token ? { token } : {}), payload, error: false, errors: [] } satisfies Packet, 200);

export const failurePacket = (c: Context, failure: ApiFailure): Response => {
  // A server-side failure carries the request's id, which the user can quote and the log line holds.
  const requestId = failure.status >= 500 ? requestIdOf(c) : undefined;
  return c.json(
    {
      error: true,
      errors: [
        {
          title: failure.title,
          status: failure.status,
          ...(failure.detail ? { detail: failure.detail } : {}),
          ...(failure.current ? { current: failure.current } : {}),
          code: failure.code,
          ...(failure.params ? { params: failure.params } : {}),
          instance: c.req.path,
          ...(requestId ? { requestId } : {}),
        },
      ],
    } satisfies Packet,
    failure.status as ContentfulStatusCode,
  );
};

/**
 * Anything not an ApiFailure is a bug, unless a dependency is down (a 503 with Retry-After, logged once
 * per outage: docs/operations.md). The client learns nothing of either; the log gets no request data.
 */
export function errorPacket(c: Context, error: unknown): Response {
  if (error instanceof ApiFailure) return failurePacket(c, error);
  if (error instanceof DependencyDown) {
    logRepeatedFailure(error.dependency, error.cause);
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return failurePacket(
      c,
      new ApiFailure(
        503,
        'Service Unavailable',
        `The ${error.dependency} cannot be reached; try again shortly`,
      ),
    );
  }
  log.error({ reqId: requestIdOf(c), err: error }, `Unexpected error on ${c.req.method} ${c.req.path}`);
  return failurePacket(c, new ApiFailure(500, 'Internal Server Error'));
}
