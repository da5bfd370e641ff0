import type { Keys } from '../keys.ts';
import { idLinkSigner } from '../secrets/link-signature.ts';

export const UNSUBSCRIBE_PATH = '/unsubscribe';

const signer = idLinkSigner('console-kit unsubscribe v1');

/** The link in every broadcast message: the delivery it came with, signed so that nobody can guess another. */
export const unsubscribeUrl = (origin: string, keys: Keys, deliveryId: number): string =>
  `${origin}${UNSUBSCRIBE_PATH}/${signer.token(keys, deliveryId)}`;

/** The delivery a link names, when its signature holds. */
export const verifyUnsubscribe = (keys: Keys, token: string): number | null => signer.read(keys, token);
