import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Keys } from '../keys.ts';

/** 32 base64url characters: 192 bits of an HMAC-SHA-256, short enough for a link. */
export const SIGNATURE = /^[\w-]{32}$/;

/**
 * How the server signs the links it hands out (docs/security.md): each purpose has a key of its own,
 * derived from the secrets key, so a signature says nothing about the secrets key and cannot stand in for
 * a link of another purpose.
 */
export function linkSigner(purpose: string) {
  const signingKey = (keys: Keys): Buffer => createHmac('sha256', keys.secrets).update(purpose).digest();
  const sign = (keys: Keys, message: string): string =>
    createHmac('sha256', signingKey(keys)).update(message).digest('base64url').slice(0, 32);
  return {
    sign,
    /** Whether the signature given is the one this message has, compared in constant time. */
    verify(keys: Keys, message: string, given: string): boolean {
      const expected = Buffer.from(sign(keys, message));
      const offered = Buffer.from(given);
      return expected.length === offered.length && timingSafeEqual(expected, offered);
    },
  };
}

/** A signed link that names one record by its id: `<id>.<signature>`, as unsubscribe and ticket pages use. */
export function idLinkSigner(purpose: string) {
  const signer = linkSigner(purpose);
  return {
    token: (keys: Keys, id: number): string => `${id}.${signer.sign(keys, String(id))}`,
    /** The id a token names, when its signature holds. */
    read(keys: Keys, token: string): number | null {
      const match = /^(\d{1,10})\.([\w-]{32})$/.exec(token);
      if (!match) return null;
      return signer.verify(keys, match[1]!, match[2]!) ? Number(match[1]) : null;
    },
  };
}
