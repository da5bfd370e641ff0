import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { TicketClaim } from './code.ts';

const encoder = new TextEncoder();

/**
 * A ticket code's digest, as the gate list carries it (docs/tickets.md, the gate's check): SHA-256 of the
 * code's canonical text (the signed part, a dot, the signature), its first 16 bytes (128 bits) in hex.
 * The gate admits a scanned code whose digest its list holds without an Ed25519 check. A digest is not a
 * code: a device's list cannot be turned back into the codes it vouches for (docs/security.md). Synchronous
 * (not crypto.subtle.digest, async per call) because the gate hashes every scan: docs/performance.md.
 */
export const codeDigest = (claim: TicketClaim): string =>
  bytesToHex(sha256(encoder.encode(`${claim.signed}.${claim.signature}`)).subarray(0, 16));
