import type { TicketClaim } from '../tickets/code.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const SEXTETS = new Int8Array(128).fill(-1);
for (let index = 0; index < ALPHABET.length; index += 1) SEXTETS[ALPHABET.charCodeAt(index)] = index;

/**
 * Unpadded base64url to bytes, or null when it is not: a table lookup per character, because the gate
 * decodes a signature per scan and atob with its string rewriting cost more than the check on a phone
 * (docs/tickets.md, figures).
 */
export function base64urlBytes(text: string): Uint8Array<ArrayBuffer> | null {
  if (text.length % 4 === 1) return null;
  const bytes = new Uint8Array((text.length * 3) >> 2);
  let bits = 0;
  let held = 0;
  let at = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const sextet = code < 128 ? SEXTETS[code]! : -1;
    if (sextet < 0) return null;
    bits = (bits << 6) | sextet;
    held += 6;
    if (held >= 8) {
      held -= 8;
      bytes[at++] = (bits >> held) & 0xff;
    }
  }
  return bytes;
}

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey | null>>();

/** The account's key, imported once per key for every later check; null when it is no Ed25519 key. */
function keyOf(publicKey: string): Promise<CryptoKey | null> {
  let key = keys.get(publicKey);
  if (!key) {
    const raw = base64urlBytes(publicKey);
    key = raw
      ? crypto.subtle.importKey('raw', raw, { name: 'Ed25519' }, false, ['verify']).catch(() => null)
      : Promise.resolve(null);
    keys.set(publicKey, key);
  }
  return key;
}

/**
 * Whether the account's key (raw Ed25519, base64url, from checkin/tickets) signed the claim: WebCrypto on
 * the device, so a forged code is refused with no signal (docs/tickets.md).
 */
export async function signedBy(publicKey: string, claim: TicketClaim): Promise<boolean> {
  const [key, signature] = [await keyOf(publicKey), base64urlBytes(claim.signature)];
  if (!key || !signature) return false;
  try {
    return await crypto.subtle.verify('Ed25519', key, signature, encoder.encode(claim.signed));
  } catch {
    return false;
  }
}
