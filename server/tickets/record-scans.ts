import type { GateAnswer } from '../../lib/tickets/code.ts';
import type { Db } from '../db/db.ts';
import { ticketsChanged } from './ticket-events.ts';

/** A scan whose code the account signed for this rodeo, its time already capped at the server's now. */
export interface SignedScan {
  scan_id: string;
  ticket_id: number;
  scanned_at: Date;
}

/** What one scan was answered, with the ticket's admission as it stands after the batch. */
export interface Recorded {
  ord: number;
  answer: GateAnswer;
  ticket_id: number;
  admission: number;
  admitted_at: Date | string | null;
  admitted_gate: string | null;
}

// One statement for the whole batch (docs/tickets.md, "first scan wins"); its parts all read the state from
// before it, so every answer is worked out from that state and the batch alone. Windows rather than joins
// between the batch's parts: a join of two CTEs has no statistics and ran as a nested loop (seconds on
// PGlite for 2,000 scans).
// - scans: the batch's scans of this rodeo's tickets (any other is answered forged by the caller), each
//   with what a sync before recorded of its scan id, and whether it is its scan id's first place here.
// - a candidate is a new scan of a valid ticket made before the ticket's admission; per ticket the earliest
//   candidate wins (ties: the admission recorded, then the batch's order), and takes the admission over.
// - the answers: a scan recorded before keeps its answer unless a winner displaced its admit; a new one is
//   its ticket's void reason, else admit for the winner, else already_admitted.
const RECORD_SCANS = `
WITH scans AS (
  SELECT i.scan_id, i.ticket_id, i.scanned_at, i.ord, h.admission, h.void_reason,
         h.admitted_at AS held_at, h.admitted_gate AS held_gate, p.answer AS prior_answer,
         first_value(i.ord) OVER (PARTITION BY i.scan_id ORDER BY i.ord) AS first_ord
    FROM unnest($3::text[], $4::int[], $5::timestamptz[]) WITH ORDINALITY AS i(scan_id, ticket_id, scanned_at, ord)
    JOIN tickets h ON h.ticket_id = i.ticket_id AND h.account_id = $1 AND h.rodeo = $2
    LEFT JOIN ticket_scans p ON p.account_id = $1 AND p.scan_id = i.scan_id
), candidates AS (
  SELECT s.*, (s.prior_answer IS NULL AND s.ord = s.first_ord AND s.void_reason IS NULL
               AND (s.held_at IS NULL OR s.scanned_at < s.held_at)) AS candidate
    FROM scans s
), decided AS (
  SELECT c.*, bool_or(c.candidate) OVER (PARTITION BY c.ticket_id) AS taken,
         first_value(c.ord) OVER earliest AS win_ord, first_value(c.scanned_at) OVER earliest AS win_at
    FROM candidates c
  WINDOW earliest AS (PARTITION BY c.ticket_id ORDER BY c.candidate DESC, c.scanned_at, c.ord)
), admitted AS (
  UPDATE tickets t SET admitted_at = d.scanned_at, admitted_gate = $6, updated_at = now()
    FROM decided d WHERE d.taken AND d.ord = d.win_ord AND t.ticket_id = d.ticket_id
), displaced AS (
  UPDATE ticket_scans s SET answer = 'already_admitted'
    FROM decided d WHERE d.taken AND d.ord = d.win_ord AND s.ticket_id = d.ticket_id AND s.answer = 'admit'
), answered AS (
  SELECT d.*,
         CASE WHEN d.prior_answer = 'admit' AND d.taken THEN 'already_admitted'
              WHEN d.prior_answer IS NOT NULL THEN d.prior_answer
              ELSE coalesce(d.void_reason,
                            CASE WHEN d.taken AND d.win_ord = d.first_ord THEN 'admit' ELSE 'already_admitted' END)
         END AS answer
    FROM decided d
), recorded AS (
  INSERT INTO ticket_scans (account_id, rodeo, ticket_id, scan_id, gate, scanned_at, answer)
  SELECT $1, $2, ticket_id, scan_id, $6, scanned_at, answer FROM answered
   WHERE prior_answer IS NULL AND ord = first_ord
  ON CONFLICT (account_id, scan_id) DO NOTHING
)
SELECT ord::int AS ord, ticket_id, admission, answer,
       CASE WHEN taken THEN win_at ELSE held_at END AS admitted_at,
       CASE WHEN taken THEN $6 ELSE held_gate END AS admitted_gate
  FROM answered ORDER BY ord`;

/**
 * Records a gate's signed scans of the rodeo in one transaction: the batch's tickets are locked first (in id
 * order, so two gates' batches never wait on each other in a circle), then one statement decides and writes
 * every admission. Answers come back by the scan's place in `scans` (0-based); a scan of a ticket that is
 * not the rodeo's has none. An admission tells the live streams in the same transaction, as `userId`
 * (the outbox, docs/architecture.md "Live changes"): the counts re-read once it has committed.
 */
export function recordScans(
  db: Db,
  accountId: number,
  rodeoId: number,
  gate: string,
  scans: readonly SignedScan[],
  userId: number | null,
): Promise<Recorded[]> {
  const ticketIds = [...new Set(scans.map((scan) => scan.ticket_id))];
  return db.transaction(async (tx) => {
    await tx.query(
      `SELECT ticket_id FROM tickets WHERE account_id = $1 AND rodeo = $2 AND ticket_id = ANY($3::int[])
        ORDER BY ticket_id FOR UPDATE`,
      [accountId, rodeoId, ticketIds],
    );
    const rows = await tx.query<Recorded>(RECORD_SCANS, [
      accountId,
      rodeoId,
      scans.map((scan) => scan.scan_id),
      scans.map((scan) => scan.ticket_id),
      scans.map((scan) => scan.scanned_at.toISOString()),
      gate,
    ]);
    if (rows.some((row) => row.answer === 'admit'))
      await ticketsChanged(tx, 'admit', userId, [{ account_id: accountId, rodeo: rodeoId }]);
    return rows.map((row) => ({ ...row, ord: row.ord - 1 }));
  });
}
