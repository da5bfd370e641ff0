import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Packet } from '../../lib/protocol/packet.ts';
import { ApiFailure } from './failure.ts';

export const okPacket = (c: Context, payload: unknown, token?: string): Response =>
  c.json({ ...(token ? { token } : {}), payload, error: false, errors: [] } satisfies Packet, 200);

export const failurePacket = (c: Context, failure: ApiFailure): Response =>
  c.json(
    {
      error: true,
      errors: [
        {
          title: failure.title,
          status: failure.status,
          ...(failure.detail ? { detail: failure.detail } : {}),
          ...(failure.current ? { current: failure.current } : {}),
          instance: c.req.path,
        },
      ],
    } satisfies Packet,
    failure.status as ContentfulStatusCode,
  );

/** Anything not an ApiFailure is a bug: the client learns nothing of it, the log gets no request data. */
export function errorPacket(c: Context, error: unknown): Response {
  if (error instanceof ApiFailure) return failurePacket(c, error);
  console.error(
    `Unexpected error on ${c.req.method} ${c.req.path}:`,
    error instanceof Error ? error.stack : error,
  );
  return failurePacket(c, new ApiFailure(500, 'Internal Server Error'));
}
