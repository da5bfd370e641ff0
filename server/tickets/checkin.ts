import { randomBytes } from 'node:crypto';
import { parseTicketCode, type GateAnswer, type TicketClaim } from '../../lib/tickets/code.ts';
import type { GateReply } from '../../lib/protocol/ticket.ts';
import type { Db } from '../db/db.ts';
import { notFound } from '../http/failure.ts';
import type { Keys } from '../keys.ts';
import { iso } from './rows.ts';
import { ticketVerifier } from './signing.ts';

export interface Scan {
  scan_id: string;
  code: string;
  /** When the gate scanned it; never later than now (a device clock running ahead). */
  scanned_at: Date;
}

/** The rodeo named, when it is the account's; another account's answers as a missing one. */
export async function assertRodeo(db: Db, accountId: number, rodeoId: number): Promise<void> {
  const [rodeo] = await db.query('SELECT 1 FROM rodeos WHERE rodeo_id = $1 AND account_id = $2', [
    rodeoId,
    accountId,
  ]);
  if (!rodeo) throw notFound(`No rodeo ${rodeoId}`);
}

interface Held {
  ticket_id: number;
  admission: number;
  void_reason: 'refunded' | 'voided' | null;
  admitted_at: Date | string | null;
  admitted_gate: string | null;
}

interface Recorded {
  answer: GateAnswer;
  ticket_id: number;
  scanned_at: Date | string;
}

const reply = (answer: GateAnswer, ticket?: Held): GateReply => ({
  answer,
  ...(ticket && { ticket_id: ticket.ticket_id, admission: ticket.admission }),
  ...(ticket?.admitted_at &&
    answer === 'already_admitted' && {
      admitted_at: iso(ticket.admitted_at)!,
      admitted_gate: ticket.admitted_gate!,
    }),
});

/**
 * One scan of a signed ticket of the account, in its own transaction, with the ticket's row locked so two
 * gates' scans of it are taken one after the other. The earliest scan admits (docs/tickets.md, "first scan
 * wins"): a scan synced late that was made before the admitting one takes its place, and the one it
 * displaces is recorded as already admitted.
 */
function recordScan(
  db: Db,
  accountId: number,
  rodeoId: number,
  gate: string,
  claim: TicketClaim,
  scan: Scan,
) {
  return db.transaction(async (tx): Promise<GateReply> => {
    const [ticket] = await tx.query<Held>(
      `SELECT ticket_id, admission, void_reason, admitted_at, admitted_gate FROM tickets
        WHERE ticket_id = $1 AND account_id = $2 AND rodeo = $3 FOR UPDATE`,
      [claim.ticketId, accountId, rodeoId],
    );
    // Signed by the account, but its order (and so the ticket) is gone.
    if (!ticket) return reply('forged');
    const [before] = await tx.query<Recorded>(
      'SELECT answer, ticket_id, scanned_at FROM ticket_scans WHERE account_id = $1 AND scan_id = $2',
      [accountId, scan.scan_id],
    );
    if (before) return reply(before.answer, ticket);
    const scannedAt = new Date(Math.min(scan.scanned_at.getTime(), Date.now()));
    const earlier = ticket.admitted_at === null || scannedAt < new Date(ticket.admitted_at);
    const answer: GateAnswer = ticket.void_reason ?? (earlier ? 'admit' : 'already_admitted');
    if (answer === 'admit') {
      await tx.query(
        `UPDATE ticket_scans SET answer = 'already_admitted' WHERE ticket_id = $1 AND answer = 'admit'`,
        [ticket.ticket_id],
      );
      await tx.query(
        'UPDATE tickets SET admitted_at = $2, admitted_gate = $3, updated_at = now() WHERE ticket_id = $1',
        [ticket.ticket_id, scannedAt.toISOString(), gate],
      );
    }
    await tx.query(
      `INSERT INTO ticket_scans (account_id, rodeo, ticket_id, scan_id, gate, scanned_at, answer)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [accountId, rodeoId, ticket.ticket_id, scan.scan_id, gate, scannedAt.toISOString(), answer],
    );
    return reply(answer, ticket);
  });
}

/**
 * The gate's check of scans at one rodeo of the account, in the order they were made. A code that is not
 * the account's signed ticket, or is another rodeo's, is answered without touching any ticket.
 */
export async function checkIn(
  db: Db,
  keys: Keys,
  accountId: number,
  rodeoId: number,
  gate: string,
  scans: Scan[],
): Promise<GateReply[]> {
  await assertRodeo(db, accountId, rodeoId);
  const signedHere = await ticketVerifier(db, keys, accountId);
  const ordered = scans
    .map((scan, index) => ({ scan, index }))
    .sort((a, b) => a.scan.scanned_at.getTime() - b.scan.scanned_at.getTime() || a.index - b.index);
  const replies: GateReply[] = new Array(scans.length);
  for (const { scan, index } of ordered) {
    const claim = parseTicketCode(scan.code);
    replies[index] =
      claim === null || !signedHere(claim)
        ? reply('forged')
        : claim.rodeoId !== rodeoId
          ? reply('other_rodeo')
          : await recordScan(db, accountId, rodeoId, gate, claim, scan);
  }
  return replies;
}

/** A scan made now, online: the server names it. */
export const scanNow = (code: string): Scan => ({
  scan_id: `online-${randomBytes(12).toString('base64url')}`,
  code,
  scanned_at: new Date(),
});
