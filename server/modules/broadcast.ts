import { unfillablePlaceholders } from '../../lib/broadcasts/contact-placeholders.ts';
import { promptMismatch } from '../../lib/broadcasts/prompt-fit.ts';
import { isSent, schedulingProblem, SENT_READ_ONLY } from '../../lib/resources/broadcast.ts';
import { broadcast } from '../../lib/resources/broadcast.ts';
import { deliveryReport } from '../broadcasts/report.ts';
import { ApiFailure, badRequest } from '../http/failure.ts';
import type { Ctx } from '../http/handlers.ts';
import type { ResourceHooks } from '../resources/save.ts';
import { findRecord, type Values } from '../resources/sql.ts';

// The statuses a person may give; the sender sets the others.
const USER_STATUSES = broadcast.fields.status.choosable ?? [];

// 409: the request is well formed, the record's state refuses it.
const refuseSent = async (_ctx: unknown, existing: Values) => {
  if (isSent(existing)) throw new ApiFailure(409, 'Conflict', SENT_READ_ONLY);
};

const notFound = () => new ApiFailure(404, 'Not Found', 'No broadcast with that id in this account');

// Scheduling is where a prompt that cannot be filled is refused, not at send time in front of nobody.
async function refuseUnsendable(ctx: Ctx, record: Values): Promise<void> {
  if (record.status !== 'scheduled') return;
  if (record.message_prompt == null)
    throw badRequest('message_prompt: A scheduled broadcast needs a message prompt');
  const [prompt] = await ctx.db.query<{ channel: string; subject: string | null; body: string }>(
    'SELECT channel, subject, body FROM message_prompts WHERE message_prompt_id = $1 AND account_id = $2',
    [record.message_prompt, ctx.session.accountId],
  );
  const problem = prompt
    ? (promptMismatch(record.channel, prompt.channel) ?? unfillablePlaceholders(prompt.subject, prompt.body))
    : null;
  if (problem) throw badRequest(`message_prompt: ${problem}`);
}

export const broadcastHooks: ResourceHooks = {
  // The time rule is checked only when a change touches the schedule, so an overdue scheduled broadcast
  // can still have its title fixed.
  async prepare(ctx, values, existing) {
    if (existing) await refuseSent(ctx, existing);
    if ('status' in values && !USER_STATUSES.includes(String(values.status)))
      throw badRequest(
        `status: ${String(values.status)} is set when the broadcast goes out; choose draft, scheduled or cancelled`,
      );
    const touchesSchedule = !existing || 'scheduled_at' in values || 'status' in values;
    const merged = { ...existing, ...values };
    const problem = touchesSchedule ? schedulingProblem(merged, new Date()) : null;
    if (problem) throw badRequest(`scheduled_at: ${problem}`);
    if (touchesSchedule || 'message_prompt' in values || 'channel' in values)
      await refuseUnsendable(ctx, merged);
    return values;
  },
  beforeDelete: refuseSent,
  handlers: {
    async report(ctx, input) {
      const report = await deliveryReport(ctx.db, ctx.session.accountId, Number(input.broadcast_id));
      if (!report) throw notFound();
      // The recipients are contacts: an embed session whose panels do not show contacts gets the counts
      // only, so a broadcasts panel never lists the contacts its site chose not to embed (docs/jobs.md).
      if (ctx.session.scope && !ctx.session.scope.includes('contact/list'))
        return { ...report, recipients: undefined };
      return report;
    },
    // Scheduled: it will not go. Sending: the sender stops before its next batch; what went, went.
    async cancel(ctx, input) {
      const id = Number(input.broadcast_id);
      const [row] = await ctx.db.query<{ status: string }>(
        'SELECT status FROM broadcasts WHERE broadcast_id = $1::bigint AND account_id = $2',
        [id, ctx.session.accountId],
      );
      if (!row) throw notFound();
      if (!['scheduled', 'sending'].includes(row.status))
        throw new ApiFailure(
          409,
          'Conflict',
          `This broadcast is ${row.status}: only a scheduled or sending one can be cancelled`,
        );
      await ctx.db.query(
        `UPDATE broadcasts SET status = 'cancelled', updated_at = now()
          WHERE broadcast_id = $1 AND status IN ('scheduled', 'sending')`,
        [id],
      );
      return findRecord(ctx.db, broadcast, ctx.session, id);
    },
  },
};
