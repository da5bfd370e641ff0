import type { DeliveryReport } from '../../lib/broadcasts/delivery-report.ts';
import type { Db } from '../db/db.ts';

/** The report of one broadcast of the account (null: no such broadcast there), read in one query. */
export async function deliveryReport(
  db: Db,
  accountId: number,
  broadcastId: number,
): Promise<DeliveryReport | null> {
  const [row] = await db.query<
    Omit<DeliveryReport, 'reasons' | 'job'> & {
      reasons: DeliveryReport['reasons'] | null;
      job: DeliveryReport['job'];
    }
  >(
    `SELECT b.broadcast_id, b.status,
            count(d.delivery_id)::int AS total,
            count(*) FILTER (WHERE d.status IN ('queued', 'sending'))::int AS queued,
            count(*) FILTER (WHERE d.status = 'sent')::int AS sent,
            count(*) FILTER (WHERE d.status = 'failed')::int AS failed,
            count(*) FILTER (WHERE d.status = 'cancelled')::int AS cancelled,
            count(d.unsubscribed_at)::int AS unsubscribed,
            (SELECT json_agg(json_build_object('reason', r.error, 'count', r.n) ORDER BY r.n DESC, r.error)
               FROM (SELECT error, count(*)::int AS n FROM broadcast_deliveries
                      WHERE broadcast_id = b.broadcast_id AND status = 'failed' GROUP BY error) r) AS reasons,
            (SELECT json_build_object('job_id', j.job_id, 'status', j.status, 'progress', j.progress,
                                      'total', j.total, 'message', j.message, 'last_error', j.last_error)
               FROM jobs j WHERE j.idempotency_key = 'broadcast:' || b.broadcast_id) AS job
       FROM broadcasts b LEFT JOIN broadcast_deliveries d ON d.broadcast_id = b.broadcast_id
      WHERE b.broadcast_id = $1::bigint AND b.account_id = $2
      GROUP BY b.broadcast_id`,
    [broadcastId, accountId],
  );
  return row ? { ...row, reasons: row.reasons ?? [] } : null;
}
