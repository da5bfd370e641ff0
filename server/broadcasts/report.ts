import { REPORT_RECIPIENTS_MAX, type DeliveryReport } from '../../lib/broadcasts/delivery-report.ts';
import type { Db } from '../db/db.ts';

/** The report of one broadcast of the account (null: no such broadcast there), read in one query. */
export async function deliveryReport(
  db: Db,
  accountId: number,
  broadcastId: number,
): Promise<DeliveryReport | null> {
  const [row] = await db.query<
    Omit<DeliveryReport, 'reasons' | 'job' | 'recipients'> & {
      reasons: DeliveryReport['reasons'] | null;
      recipients: DeliveryReport['recipients'] | null;
      job: DeliveryReport['job'];
    }
  >(
    `SELECT b.broadcast_id, b.title, b.channel, to_char(b.scheduled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS scheduled_at,
            b.status,
            count(d.delivery_id)::int AS total,
            count(*) FILTER (WHERE d.status IN ('queued', 'sending'))::int AS queued,
            count(*) FILTER (WHERE d.status = 'sent')::int AS sent,
            count(*) FILTER (WHERE d.status = 'failed')::int AS failed,
            count(*) FILTER (WHERE d.status = 'cancelled')::int AS cancelled,
            count(d.unsubscribed_at)::int AS unsubscribed,
            (SELECT json_agg(json_build_object('reason', r.error, 'count', r.n) ORDER BY r.n DESC, r.error)
               FROM (SELECT error, count(*)::int AS n FROM broadcast_deliveries
                      WHERE broadcast_id = b.broadcast_id AND status = 'failed' GROUP BY error) r) AS reasons,
            (SELECT json_agg(json_build_object(
                      'contact_id', x.contact_id, 'name', x.name, 'address', x.address, 'status', x.status,
                      'error', x.error, 'sent_at', x.sent_at, 'unsubscribed', x.unsubscribed) ORDER BY x.delivery_id)
               FROM (SELECT rd.delivery_id, c.contact_id, c.first_name || ' ' || c.last_name AS name,
                            CASE b.channel WHEN 'email' THEN c.email WHEN 'sms' THEN c.phone END AS address,
                            rd.status, rd.error,
                            to_char(rd.sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS sent_at,
                            rd.unsubscribed_at IS NOT NULL AS unsubscribed
                       FROM broadcast_deliveries rd JOIN contacts c ON c.contact_id = rd.contact_id
                      WHERE rd.broadcast_id = b.broadcast_id
                      ORDER BY rd.delivery_id LIMIT ${REPORT_RECIPIENTS_MAX}) x) AS recipients,
            (SELECT json_build_object('job_id', j.job_id, 'status', j.status, 'progress', j.progress,
                                      'total', j.total, 'message', j.message, 'last_error', j.last_error)
               FROM jobs j WHERE j.idempotency_key = 'broadcast:' || b.broadcast_id) AS job
       FROM broadcasts b LEFT JOIN broadcast_deliveries d ON d.broadcast_id = b.broadcast_id
      WHERE b.broadcast_id = $1::bigint AND b.account_id = $2
      GROUP BY b.broadcast_id`,
    [broadcastId, accountId],
  );
  return row ? { ...row, reasons: row.reasons ?? [], recipients: row.recipients ?? [] } : null;
}
