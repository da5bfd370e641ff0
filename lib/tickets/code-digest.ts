import { sha256 } from '@noble/hashes/sha2.js';
import { TICKET_CODE_MAX, type TicketClaim } from './code.ts';

/** 128 bits: a second code with the same digest is as hard to find as 2^128 tries (docs/security.md). */
export const CODE_DIGEST_BYTES = 16;

// The code's text is ASCII (parseTicketCode's pattern), written byte by byte into one buffer: TextEncoder's
// encode cost more than the hash itself per scan on a throttled phone profile (docs/performance.md).
const text = new Uint8Array(TICKET_CODE_MAX);

/**
 * A ticket code's digest (docs/tickets.md, the gate's check): SHA-256 of the code's canonical text (the
 * signed part, a dot, the signature), its first 16 bytes. The gate list carries it in base64url, and the gate
 * admits a scanned code whose digest its list holds without an Ed25519 check. A digest is not a code: it
 * cannot be turned back into one (docs/security.md). Synchronous (not crypto.subtle.digest, async per call)
 * because the gate hashes every scan: docs/performance.md.
 */
export function codeDigest(claim: TicketClaim): Uint8Array {
  const code = `${claim.signed}.${claim.signature}`;
  for (let index = 0; index < code.length; index += 1) text[index] = code.charCodeAt(index);
  return sha256(text.subarray(0, code.length)).subarray(0, CODE_DIGEST_BYTES);
}
