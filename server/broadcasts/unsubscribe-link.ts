import type { Keys } from '../keys.ts';
import { linkSigner } from '../secrets/link-signature.ts';

export const UNSUBSCRIBE_PATH = '/unsubscribe';

const signer = linkSigner('console-kit unsubscribe v1');

/** The link in every broadcast message: the delivery it came with, signed so that nobody can guess another. */
export const unsubscribeUrl = (origin: string, keys: Keys, deliveryId: number): string =>
  `${origin}${UNSUBSCRIBE_PATH}/${deliveryId}.${signer.sign(keys, String(deliveryId))}`;

/** The delivery a link names, when its signature holds. */
export function verifyUnsubscribe(keys: Keys, token: string): number | null {
  const match = /^(\d{1,10})\.([\w-]{32})$/.exec(token);
  if (!match) return null;
  return signer.verify(keys, match[1]!, match[2]!) ? Number(match[1]) : null;
}
