import { z } from './z.ts';

export const apiErrorSchema = z.object({
  type: z.optional(z.string()),
  title: z.string(),
  detail: z.optional(z.string()),
  status: z.optional(z.number()),
  instance: z.optional(z.string()),
  /** A 409 on a stale update: the record as it is now (docs/behaviour.md#conflicts). */
  current: z.optional(z.unknown()),
  /** A 5xx: the request's id (also its X-Request-Id header), for the user to quote (docs/operations.md). */
  requestId: z.optional(z.string()),
  /** A stable code for what went wrong (lib/protocol/error-codes.ts); optional, beside the English detail. */
  code: z.optional(z.string()),
  /** The values the code's text is filled with (a field, a limit). */
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

// Every reply of the API is one packet (docs/behaviour.md#records, docs/architecture.md); `token` rotates the client's session token.
export const packetSchema = z.object({
  token: z.optional(z.string()),
  payload: z.optional(z.unknown()),
  error: z.boolean(),
  errors: z.array(apiErrorSchema),
});
export type Packet<T = unknown> = { token?: string; payload?: T; error: boolean; errors: ApiError[] };
