import type { ApiError, Packet } from './packet.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optional = (value: unknown, type: 'string' | 'number'): boolean =>
  value === undefined || typeof value === type;

const isApiError = (value: unknown): value is ApiError =>
  isRecord(value) &&
  typeof value.title === 'string' &&
  optional(value.type, 'string') &&
  optional(value.detail, 'string') &&
  optional(value.status, 'number') &&
  optional(value.instance, 'string') &&
  optional(value.code, 'string') &&
  (value.params === undefined ||
    (isRecord(value.params) &&
      Object.values(value.params).every((param) => typeof param === 'string' || typeof param === 'number')));

/**
 * Whether a reply has the shape of packetSchema (packet.ts), checked without zod: every call reads its reply
 * through this, a panel's first read included, before any schema code is loaded. The unit test holds the
 * two to the same answers (tests/unit/protocol/packet.test.ts).
 */
export const isPacket = (body: unknown): body is Packet =>
  isRecord(body) &&
  typeof body.error === 'boolean' &&
  Array.isArray(body.errors) &&
  body.errors.every(isApiError) &&
  optional(body.token, 'string');
