import type { GateReply } from '../protocol/ticket.ts';
import { codeDigest } from '../tickets/code-digest.ts';
import { parseTicketCode, type TicketClaim } from '../tickets/code.ts';
import type { DeviceCopy } from './device-db.ts';
import { judgeScan, listedTicket } from './judge.ts';
import { signedBy } from './signature.ts';

/**
 * The gate's check of a scanned or typed code against the device's copy (docs/tickets.md, the gate's check):
 * a code whose digest the copy lists for its ticket is the account's (the copy came over an authenticated
 * request); any other code, sold after the copy was taken or forged, needs the account's signature.
 */
export async function checkCode(
  copy: DeviceCopy,
  code: string,
): Promise<{ claim: TicketClaim | null; reply: GateReply }> {
  const claim = parseTicketCode(code);
  if (!claim) return { claim, reply: judgeScan(copy, claim, false) };
  const listed = listedTicket(copy, claim.ticketId)?.code_digest;
  const genuine =
    (typeof listed === 'string' && listed === codeDigest(claim)) || (await signedBy(copy.public_key, claim));
  return { claim, reply: judgeScan(copy, claim, genuine) };
}
