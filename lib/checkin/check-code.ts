import type { GateReply } from '../protocol/ticket.ts';
import { CODE_DIGEST_BYTES, codeDigest } from '../tickets/code-digest.ts';
import { parseTicketCode, type TicketClaim } from '../tickets/code.ts';
import type { DeviceCopy } from './device-db.ts';
import { judgeScan, listedTicket } from './judge.ts';
import { base64urlBytes, signedBy } from './signature.ts';

/** Whether the claim's code is the one whose digest (base64url, from the list) the copy holds. */
function listedDigest(listed: string, claim: TicketClaim): boolean {
  const expected = base64urlBytes(listed);
  if (expected?.length !== CODE_DIGEST_BYTES) return false;
  const digest = codeDigest(claim);
  for (let index = 0; index < CODE_DIGEST_BYTES; index += 1)
    if (digest[index] !== expected[index]) return false;
  return true;
}

/**
 * The gate's check of a scanned or typed code against the device's copy (docs/tickets.md, the gate's check):
 * a code whose digest the copy lists for its ticket is the account's (the copy came over an authenticated
 * request); any other code, sold after the copy was taken or forged, needs the account's signature. Either
 * way the judge then checks account, rodeo and state, so a genuine code of another rodeo is "other rodeo".
 */
export async function checkCode(
  copy: DeviceCopy,
  code: string,
): Promise<{ claim: TicketClaim | null; reply: GateReply }> {
  const claim = parseTicketCode(code);
  if (!claim) return { claim, reply: judgeScan(copy, claim, false) };
  const listed = listedTicket(copy, claim.ticketId)?.code_digest;
  const genuine =
    (listed !== undefined && listedDigest(listed, claim)) || (await signedBy(copy.public_key, claim));
  return { claim, reply: judgeScan(copy, claim, genuine) };
}
