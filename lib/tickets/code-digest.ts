import { sha256 } from '@noble/hashes/sha2.js';
import type { TicketClaim } from './code.ts';

/** 128 bits: a second code with the same digest is as hard to find as 2^128 tries (docs/security.md). */
export const CODE_DIGEST_BYTES = 16;

const encoder = new TextEncoder();

/**
 * A ticket code's digest (docs/tickets.md, the gate's check): SHA-256 of the code's canonical text (the
 * signed part, a dot, the signature), its first 16 bytes. The gate list carries it in base64url, and the gate
 * admits a scanned code whose digest its list holds without an Ed25519 check. A digest is not a code: it
 * cannot be turned back into one (docs/security.md). Synchronous (not crypto.subtle.digest, async per call)
 * because the gate hashes every scan: docs/performance.md.
 */
export const codeDigest = (claim: TicketClaim): Uint8Array =>
  sha256(encoder.encode(`${claim.signed}.${claim.signature}`)).subarray(0, CODE_DIGEST_BYTES);
