import type { TicketClaim } from '../tickets/code.ts';

const bytesOf = (base64url: string): Uint8Array<ArrayBuffer> => {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

const keys = new Map<string, Promise<CryptoKey>>();

/**
 * Whether the account's key (raw Ed25519, base64url, from checkin/tickets) signed the claim: WebCrypto on
 * the device, so a forged code is refused with no signal (docs/tickets.md). The key is imported once.
 */
export async function signedBy(publicKey: string, claim: TicketClaim): Promise<boolean> {
  let key = keys.get(publicKey);
  if (!key) {
    key = crypto.subtle.importKey('raw', bytesOf(publicKey), { name: 'Ed25519' }, false, ['verify']);
    keys.set(publicKey, key);
  }
  try {
    return await crypto.subtle.verify(
      { name: 'Ed25519' },
      await key,
      bytesOf(claim.signature),
      new TextEncoder().encode(claim.signed),
    );
  } catch {
    return false;
  }
}
