import { checkinCommands } from '../../lib/protocol/ticket.ts';
import { defineHandlers } from '../http/handlers.ts';
import { fillCodeDigests } from '../tickets/code-digests.ts';
import { gateCountsOf } from '../tickets/gate-counts.ts';
import { assertRodeo, checkIn, scanNow } from '../tickets/checkin.ts';
import { iso } from '../tickets/rows.ts';
import { ticketPublicKey } from '../tickets/signing.ts';

interface ScanRef {
  gate: string;
  scanned_at: Date | string;
}
const scanRef = (gate: string, at: Date | string) => ({ gate, scanned_at: iso(at)! });

/** The gate (docs/tickets.md): every command names a rodeo of the token's account. */
export const checkinHandlers = defineHandlers(checkinCommands, {
  async admit({ db, keys, session }, { rodeo_id, gate, code }) {
    const [answer] = await checkIn(
      db,
      keys,
      session.accountId,
      rodeo_id,
      gate,
      [scanNow(code)],
      session.userId,
    );
    return answer!;
  },

  async sync({ db, keys, session }, { rodeo_id, gate, scans }) {
    const answers = await checkIn(
      db,
      keys,
      session.accountId,
      rodeo_id,
      gate,
      scans.map((scan) => ({ ...scan, scanned_at: new Date(scan.scanned_at) })),
      session.userId,
    );
    return { results: answers.map((answer, index) => ({ scan_id: scans[index]!.scan_id, ...answer })) };
  },

  async tickets({ db, keys, session }, { rodeo_id }) {
    const rodeoName = await assertRodeo(db, session.accountId, rodeo_id);
    await fillCodeDigests(db, keys, session.accountId, rodeo_id);
    const rows = await db.query<{
      ticket_id: number;
      admission: number;
      state: 'valid' | 'refunded' | 'voided';
      admitted_at: Date | string | null;
      admitted_gate: string | null;
      code_digest: string | null;
    }>(
      `SELECT ticket_id, admission, coalesce(void_reason, 'valid') AS state, admitted_at, admitted_gate,
              code_digest
         FROM tickets WHERE account_id = $1 AND rodeo = $2 ORDER BY ticket_id`,
      [session.accountId, rodeo_id],
    );
    return {
      rodeo_id,
      rodeo_name: rodeoName,
      account_id: session.accountId,
      public_key: await ticketPublicKey(db, keys, session.accountId),
      tickets: rows.map(({ code_digest, ...row }) => ({
        ...row,
        admitted_at: iso(row.admitted_at),
        ...(code_digest === null ? {} : { code_digest }),
      })),
    };
  },

  async duplicates({ db, session }, { rodeo_id }) {
    await assertRodeo(db, session.accountId, rodeo_id);
    const duplicates = await db.query<{
      ticket_id: number;
      admission: number;
      order_number: string;
      admitted: ScanRef;
      refused: ScanRef;
    }>(
      `SELECT t.ticket_id, t.admission, o.order_number,
              json_build_object('gate', a.gate, 'scanned_at', a.scanned_at) AS admitted,
              json_build_object('gate', s.gate, 'scanned_at', s.scanned_at) AS refused
         FROM ticket_scans s
         JOIN tickets t USING (ticket_id)
         JOIN ticket_orders o ON o.ticket_order_id = t.ticket_order_id
         JOIN ticket_scans a ON a.ticket_id = t.ticket_id AND a.answer = 'admit'
        WHERE s.account_id = $1 AND s.rodeo = $2 AND s.answer = 'already_admitted'
        ORDER BY s.scanned_at, s.ticket_scan_id`,
      [session.accountId, rodeo_id],
    );
    const refunded = await db.query<{
      ticket_id: number;
      admission: number;
      order_number: string;
      admitted_gate: string;
      admitted_at: Date | string;
      voided_at: Date | string;
    }>(
      `SELECT t.ticket_id, t.admission, o.order_number, t.admitted_gate, t.admitted_at, t.voided_at
         FROM tickets t JOIN ticket_orders o USING (ticket_order_id)
        WHERE t.account_id = $1 AND t.rodeo = $2 AND t.void_reason = 'refunded' AND t.voided_at > t.admitted_at
        ORDER BY t.voided_at, t.ticket_id`,
      [session.accountId, rodeo_id],
    );
    return {
      duplicates: duplicates.map((row) => ({
        ...row,
        admitted: scanRef(row.admitted.gate, row.admitted.scanned_at),
        refused: scanRef(row.refused.gate, row.refused.scanned_at),
      })),
      refunded_after_checkin: refunded.map((row) => ({
        ticket_id: row.ticket_id,
        admission: row.admission,
        order_number: row.order_number,
        admitted: scanRef(row.admitted_gate, row.admitted_at),
        voided_at: iso(row.voided_at)!,
      })),
    };
  },

  async counts({ db, session }, { rodeo_id }) {
    await assertRodeo(db, session.accountId, rodeo_id);
    return gateCountsOf(db, session.accountId, rodeo_id);
  },
});
