import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Keys } from '../keys.ts';

export const UNSUBSCRIBE_PATH = '/unsubscribe';

// A key of its own, derived from the secrets key, so an unsubscribe signature says nothing about the
// secrets key and cannot stand in for any other signature.
const signingKey = (keys: Keys): Buffer =>
  createHmac('sha256', keys.secrets).update('console-kit unsubscribe v1').digest();

const sign = (keys: Keys, deliveryId: number): string =>
  createHmac('sha256', signingKey(keys)).update(String(deliveryId)).digest('base64url').slice(0, 32);

/** The link in every broadcast message: the delivery it came with, signed so that nobody can guess another. */
export const unsubscribeUrl = (origin: string, keys: Keys, deliveryId: number): string =>
  `${origin}${UNSUBSCRIBE_PATH}/${deliveryId}.${sign(keys, deliveryId)}`;

/** The delivery a link names, when its signature holds. */
export function verifyUnsubscribe(keys: Keys, token: string): number | null {
  const match = /^(\d{1,10})\.([\w-]{32})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(sign(keys, id));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}
