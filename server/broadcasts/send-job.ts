import { unfillablePlaceholders } from '../../lib/broadcasts/contact-placeholders.ts';
import { fillPlaceholders } from '../../lib/resource-views/placeholders.ts';
import type { Db } from '../db/db.ts';
import { JobRefusal, type JobContext, type JobOutcome } from '../jobs/worker.ts';
import { DeliveryRefused, missingProvider, providerFor, type Provider } from './channels.ts';
import { unsubscribeUrl } from './unsubscribe-link.ts';
import { linkOrigin } from '../http/link-origin.ts';
import { broadcastDeliveries } from '../observe/metrics.ts';

/** The job kind the broadcasts table's trigger enqueues (migration 091). */
export const SEND_BROADCAST = 'broadcast.send';

// Messages handed to the provider at once: the pool's connections. A crash leaves at most this many
// deliveries whose fate is unknown.
const IN_FLIGHT = 5;

export const INTERRUPTED =
  'Interrupted while it was being handed over: it may have gone, so it is not sent again (nobody gets it twice)';

interface Broadcast {
  broadcast_id: number;
  account_id: number;
  channel: string;
  audience_tag: string | null;
  scheduled_at: string;
  status: string;
  subject: string | null;
  body: string | null;
}

interface Recipient {
  delivery_id: number;
  contact_id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  phone_textable: boolean;
  company: string | null;
  city: string | null;
  state: string | null;
}

const readBroadcast = async (db: Db, accountId: number, broadcastId: number) =>
  (
    await db.query<Broadcast>(
      `SELECT b.broadcast_id, b.account_id, b.channel, b.audience_tag, b.scheduled_at, b.status, p.subject, p.body
         FROM broadcasts b LEFT JOIN message_prompts p ON p.message_prompt_id = b.message_prompt
        WHERE b.broadcast_id = $1 AND b.account_id = $2`,
      [broadcastId, accountId],
    )
  )[0];

/** Where a channel delivers to a contact, or why it cannot. */
function address(channel: string, r: Recipient): { to: string } | { error: string } {
  if (channel === 'email') return r.email ? { to: r.email } : { error: 'The contact has no email address' };
  if (channel === 'sms')
    return r.phone && r.phone_textable
      ? { to: r.phone }
      : { error: 'The contact has no textable phone number' };
  return { to: `contact:${r.contact_id}` };
}

const counts = async (db: Db, broadcastId: number) =>
  (
    await db.query<{ total: number; sent: number; failed: number; left: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'sent')::int AS sent,
              count(*) FILTER (WHERE status = 'failed')::int AS failed,
              count(*) FILTER (WHERE status IN ('queued', 'sending'))::int AS left
         FROM broadcast_deliveries WHERE broadcast_id = $1`,
      [broadcastId],
    )
  )[0]!;

/**
 * Sends one broadcast (docs/jobs.md). The audience is resolved once, when it first goes out: one delivery
 * row per opted-in contact with the tag, unique per broadcast and contact. Each delivery is marked
 * 'sending' (committed) before it is handed to the provider and 'sent' after, so however often the job is
 * run, retried or taken over after a crash, no contact gets the message twice; a delivery a crash left
 * 'sending' is reported failed, not sent again. Between batches the broadcast's status is read, so a
 * Cancel stops what has not gone yet.
 */
export async function sendBroadcast(ctx: JobContext): Promise<JobOutcome> {
  const { db, job, config } = ctx;
  const broadcastId = Number(job.payload.broadcast_id);
  const broadcast = await readBroadcast(db, job.account_id, broadcastId);
  if (!broadcast) return { done: 'Nothing sent: the broadcast was deleted' };
  if (broadcast.status === 'scheduled' && Date.parse(broadcast.scheduled_at) > Date.now())
    return { later: new Date(broadcast.scheduled_at) };
  if (broadcast.status !== 'scheduled' && broadcast.status !== 'sending')
    return { done: `Nothing sent: the broadcast is ${broadcast.status}` };
  const refusal = !broadcast.body
    ? 'The broadcast has no message prompt: pick one and schedule it again'
    : (unfillablePlaceholders(broadcast.subject, broadcast.body) ??
      missingProvider(config.jobs, broadcast.channel, config.production));
  if (refusal) {
    await db.query(`UPDATE broadcasts SET status = 'failed', updated_at = now() WHERE broadcast_id = $1`, [
      broadcastId,
    ]);
    throw new JobRefusal(refusal);
  }

  await db.transaction(async (tx) => {
    const [started] = await tx.query(
      `UPDATE broadcasts SET status = 'sending', updated_at = now()
        WHERE broadcast_id = $1 AND status = 'scheduled' RETURNING broadcast_id`,
      [broadcastId],
    );
    if (!started) return;
    await tx.query(
      `INSERT INTO broadcast_deliveries (broadcast_id, account_id, contact_id)
       SELECT $1, account_id, contact_id FROM contacts
        WHERE account_id = $2 AND opted_in AND ($3::text IS NULL OR $3 = ANY (tags))
        ORDER BY contact_id
       ON CONFLICT (broadcast_id, contact_id) DO NOTHING`,
      [broadcastId, broadcast.account_id, broadcast.audience_tag],
    );
  });
  await db.query(
    `UPDATE broadcast_deliveries SET status = 'failed', error = $2, updated_at = now()
      WHERE broadcast_id = $1 AND status = 'sending'`,
    [broadcastId, INTERRUPTED],
  );

  const provider = providerFor(db, config.jobs, broadcast.channel);
  const origin = linkOrigin(config);
  try {
    for (;;) {
      const now = await counts(db, broadcastId);
      const done = now.sent + now.failed;
      await ctx.report({
        progress: done,
        total: now.total,
        message: `${done} of ${now.total}: ${now.sent} sent, ${now.failed} failed`,
      });
      const [current] = await db.query<{ status: string }>(
        'SELECT status FROM broadcasts WHERE broadcast_id = $1',
        [broadcastId],
      );
      if (current?.status !== 'sending') {
        await db.query(
          `UPDATE broadcast_deliveries SET status = 'cancelled', updated_at = now()
            WHERE broadcast_id = $1 AND status = 'queued'`,
          [broadcastId],
        );
        return { done: `Cancelled: ${now.sent} sent, ${now.failed} failed before it stopped` };
      }
      const batch = await db.query<Recipient>(
        `SELECT d.delivery_id, c.contact_id, c.first_name, c.last_name, c.email, c.phone, c.phone_textable,
                c.company, c.city, c.state
           FROM broadcast_deliveries d JOIN contacts c ON c.contact_id = d.contact_id
          WHERE d.broadcast_id = $1 AND d.status = 'queued'
          ORDER BY d.delivery_id LIMIT $2`,
        [broadcastId, config.jobs.sendBatch],
      );
      if (batch.length === 0) {
        const status = now.total > 0 && now.sent === 0 ? 'failed' : 'sent';
        await db.query(`UPDATE broadcasts SET status = $2, updated_at = now() WHERE broadcast_id = $1`, [
          broadcastId,
          status,
        ]);
        return { done: `${now.sent} sent, ${now.failed} failed of ${now.total}` };
      }
      for (let at = 0; at < batch.length; at += IN_FLIGHT) {
        await Promise.all(
          batch.slice(at, at + IN_FLIGHT).map((r) => deliver(db, provider, broadcast, r, origin, ctx)),
        );
      }
    }
  } finally {
    provider.close();
  }
}

async function deliver(
  db: Db,
  provider: Provider,
  broadcast: Broadcast,
  r: Recipient,
  origin: string,
  ctx: JobContext,
): Promise<void> {
  // The claim of this one message: a delivery another run (or an earlier crash) took is left alone.
  const [mine] = await db.query(
    `UPDATE broadcast_deliveries SET status = 'sending', updated_at = now()
      WHERE delivery_id = $1 AND status = 'queued' RETURNING delivery_id`,
    [r.delivery_id],
  );
  if (!mine) return;
  const to = address(broadcast.channel, r);
  let error: string | null = 'error' in to ? to.error : null;
  if ('to' in to) {
    const values = Object.fromEntries(
      Object.entries(r).map(([name, value]) => [name, value === null ? '' : String(value)]),
    );
    try {
      await provider.send({
        accountId: broadcast.account_id,
        to: to.to,
        subject: broadcast.subject === null ? null : fillPlaceholders(broadcast.subject, values),
        body: fillPlaceholders(broadcast.body!, values),
        unsubscribeUrl: unsubscribeUrl(origin, ctx.keys, r.delivery_id),
        messageId: `<broadcast-${broadcast.broadcast_id}-contact-${r.contact_id}@console-kit>`,
      });
    } catch (failure) {
      if (!(failure instanceof DeliveryRefused)) {
        broadcastDeliveries.inc({ channel: broadcast.channel, outcome: 'retried' });
        // Nothing was handed over: the delivery waits for the job's next attempt.
        await db.query(`UPDATE broadcast_deliveries SET status = 'queued' WHERE delivery_id = $1`, [
          r.delivery_id,
        ]);
        throw failure;
      }
      error = failure.message;
    }
  }
  broadcastDeliveries.inc({ channel: broadcast.channel, outcome: error ? 'failed' : 'sent' });
  await db.query(
    `UPDATE broadcast_deliveries SET status = $2, error = $3, updated_at = now(),
            sent_at = CASE WHEN $2 = 'sent' THEN now() END
      WHERE delivery_id = $1`,
    [r.delivery_id, error ? 'failed' : 'sent', error],
  );
}
