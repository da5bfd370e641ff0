import type { GateAnswer } from '../../lib/tickets/code.ts';
import type { Db } from '../db/db.ts';

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
// before it, so each answer is worked out from that state and the batch, not from another part's writes.
// - held: the batch's tickets of this rodeo; a scan of any other ticket is answered forged by the caller.
// - fresh: each scan id once (its first place in the batch), unless a sync before recorded it.
// - winner: per valid ticket, the earliest new scan, when it is earlier than the ticket's admission; ties
//   go to the admission already recorded, then to the batch's order.
// - the ticket takes the winner's admission; a recorded admit it displaces becomes already_admitted.
// - the answers: a scan recorded before keeps its answer unless a winner displaced it; a new one is its
//   ticket's void reason, else admit for the winner, else already_admitted.
const RECORD_SCANS = `
WITH input AS (
  SELECT i.scan_id, i.ticket_id, i.scanned_at, i.ord
    FROM unnest($3::text[], $4::int[], $5::timestamptz[]) WITH ORDINALITY AS i(scan_id, ticket_id, scanned_at, ord)
), held AS (
  SELECT ticket_id, admission, void_reason, admitted_at, admitted_gate FROM tickets
   WHERE account_id = $1 AND rodeo = $2 AND ticket_id IN (SELECT ticket_id FROM input)
), prior AS (
  SELECT scan_id, ticket_id, answer FROM ticket_scans
   WHERE account_id = $1 AND scan_id IN (SELECT scan_id FROM input)
), fresh AS (
  SELECT DISTINCT ON (i.scan_id) i.scan_id, i.ticket_id, i.scanned_at, i.ord
    FROM input i JOIN held h USING (ticket_id)
   WHERE NOT EXISTS (SELECT 1 FROM prior p WHERE p.scan_id = i.scan_id)
   ORDER BY i.scan_id, i.ord
), winner AS (
  SELECT DISTINCT ON (f.ticket_id) f.ticket_id, f.scan_id, f.scanned_at
    FROM fresh f JOIN held h USING (ticket_id)
   WHERE h.void_reason IS NULL AND (h.admitted_at IS NULL OR f.scanned_at < h.admitted_at)
   ORDER BY f.ticket_id, f.scanned_at, f.ord
), answered AS (
  SELECT f.scan_id, f.ticket_id, f.scanned_at,
         coalesce(h.void_reason, CASE WHEN w.scan_id IS NULL THEN 'already_admitted' ELSE 'admit' END) AS answer
    FROM fresh f JOIN held h USING (ticket_id) LEFT JOIN winner w ON w.scan_id = f.scan_id
), admitted AS (
  UPDATE tickets t SET admitted_at = w.scanned_at, admitted_gate = $6, updated_at = now()
    FROM winner w WHERE t.ticket_id = w.ticket_id
), displaced AS (
  UPDATE ticket_scans s SET answer = 'already_admitted'
    FROM winner w WHERE s.ticket_id = w.ticket_id AND s.answer = 'admit'
), recorded AS (
  INSERT INTO ticket_scans (account_id, rodeo, ticket_id, scan_id, gate, scanned_at, answer)
  SELECT $1, $2, ticket_id, scan_id, $6, scanned_at, answer FROM answered
  ON CONFLICT (account_id, scan_id) DO NOTHING
)
SELECT i.ord::int AS ord, h.ticket_id, h.admission,
       coalesce(a.answer, CASE WHEN p.answer = 'admit' AND wp.ticket_id IS NOT NULL
                               THEN 'already_admitted' ELSE p.answer END) AS answer,
       coalesce(w.scanned_at, h.admitted_at) AS admitted_at,
       CASE WHEN w.ticket_id IS NULL THEN h.admitted_gate ELSE $6 END AS admitted_gate
  FROM input i
  JOIN held h USING (ticket_id)
  LEFT JOIN winner w ON w.ticket_id = i.ticket_id
  LEFT JOIN answered a ON a.scan_id = i.scan_id
  LEFT JOIN prior p ON p.scan_id = i.scan_id
  LEFT JOIN winner wp ON wp.ticket_id = p.ticket_id
 ORDER BY i.ord`;

/**
 * Records a gate's signed scans of the rodeo in one transaction: the batch's tickets are locked first (in id
 * order, so two gates' batches never wait on each other in a circle), then one statement decides and writes
 * every admission. Answers come back by the scan's place in `scans` (0-based); a scan of a ticket that is
 * not the rodeo's has none.
 */
export function recordScans(
  db: Db,
  accountId: number,
  rodeoId: number,
  gate: string,
  scans: readonly SignedScan[],
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
    return rows.map((row) => ({ ...row, ord: row.ord - 1 }));
  });
}
