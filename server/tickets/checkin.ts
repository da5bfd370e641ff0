import { randomBytes } from 'node:crypto';
import { parseTicketCode, type GateAnswer } from '../../lib/tickets/code.ts';
import type { GateReply } from '../../lib/protocol/ticket.ts';
import type { Db } from '../db/db.ts';
import { notFound } from '../http/failure.ts';
import type { Keys } from '../keys.ts';
import { recordScans, type Recorded, type SignedScan } from './record-scans.ts';
import { iso } from './rows.ts';
import { ticketVerifier } from './signing.ts';

export interface Scan {
  scan_id: string;
  code: string;
  /** When the gate scanned it; never later than now (a device clock running ahead). */
  scanned_at: Date;
}

/** The rodeo named, when it is the account's, by its name; another account's answers as a missing one. */
export async function assertRodeo(db: Db, accountId: number, rodeoId: number): Promise<string> {
  const [rodeo] = await db.query<{ name: string }>(
    'SELECT name FROM rodeos WHERE rodeo_id = $1 AND account_id = $2',
    [rodeoId, accountId],
  );
  if (!rodeo) throw notFound(`No rodeo ${rodeoId}`);
  return rodeo.name;
}

const reply = (answer: GateAnswer, ticket?: Recorded): GateReply => ({
  answer,
  ...(ticket && { ticket_id: ticket.ticket_id, admission: ticket.admission }),
  ...(ticket?.admitted_at &&
    answer === 'already_admitted' && {
      admitted_at: iso(ticket.admitted_at)!,
      admitted_gate: ticket.admitted_gate!,
    }),
});

/**
 * The gate's check of scans at one rodeo of the account (docs/tickets.md, "first scan wins", decided by the
 * time each was made). A code that is not the account's signed ticket, or is another rodeo's, is answered
 * without touching any ticket; the rest are recorded together (record-scans.ts).
 */
export async function checkIn(
  db: Db,
  keys: Keys,
  accountId: number,
  rodeoId: number,
  gate: string,
  scans: Scan[],
  /** Who scanned, for the live streams; none for the demo's seed. */
  userId: number | null,
): Promise<GateReply[]> {
  await assertRodeo(db, accountId, rodeoId);
  const signedHere = await ticketVerifier(db, keys, accountId);
  const replies: GateReply[] = new Array(scans.length);
  const signed: SignedScan[] = [];
  const places: number[] = [];
  const now = Date.now();
  scans.forEach((scan, index) => {
    const claim = parseTicketCode(scan.code);
    if (claim === null || !signedHere(claim)) replies[index] = reply('forged');
    else if (claim.rodeoId !== rodeoId) replies[index] = reply('other_rodeo');
    else {
      places.push(index);
      signed.push({
        scan_id: scan.scan_id,
        ticket_id: claim.ticketId,
        scanned_at: new Date(Math.min(scan.scanned_at.getTime(), now)),
      });
    }
  });
  if (signed.length > 0)
    for (const recorded of await recordScans(db, accountId, rodeoId, gate, signed, userId))
      replies[places[recorded.ord]!] = reply(recorded.answer, recorded);
  // Signed by the account, but its order (and so the ticket) is gone.
  return Array.from(replies, (answer) => answer ?? reply('forged'));
}

/** A scan made now, online: the server names it. */
export const scanNow = (code: string): Scan => ({
  scan_id: `online-${randomBytes(12).toString('base64url')}`,
  code,
  scanned_at: new Date(),
});
