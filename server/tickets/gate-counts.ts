import type { Db } from '../db/db.ts';

/** A rodeo's gate counts in an account (docs/tickets.md, `counts`): admitted, not yet arrived, per gate. */
export async function gateCountsOf(db: Db, accountId: number, rodeoId: number) {
  const [totals] = await db.query<{ admitted: number; not_arrived: number }>(
    `SELECT count(*) FILTER (WHERE admitted_at IS NOT NULL)::int AS admitted,
            count(*) FILTER (WHERE admitted_at IS NULL AND void_reason IS NULL)::int AS not_arrived
       FROM tickets WHERE account_id = $1 AND rodeo = $2`,
    [accountId, rodeoId],
  );
  const gates = await db.query<{ gate: string; admitted: number }>(
    `SELECT admitted_gate AS gate, count(*)::int AS admitted FROM tickets
      WHERE account_id = $1 AND rodeo = $2 AND admitted_at IS NOT NULL
      GROUP BY admitted_gate ORDER BY admitted_gate`,
    [accountId, rodeoId],
  );
  return { admitted: totals?.admitted ?? 0, not_arrived: totals?.not_arrived ?? 0, gates };
}
