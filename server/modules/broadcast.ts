import { isSent, schedulingProblem, SENT_READ_ONLY } from '../../lib/resources/broadcast.ts';
import { ApiFailure, badRequest } from '../http/failure.ts';
import type { ResourceHooks } from '../resources/save.ts';
import type { Values } from '../resources/sql.ts';

// 409: the request is well formed, the record's state refuses it.
const refuseSent = async (_ctx: unknown, existing: Values) => {
  if (isSent(existing)) throw new ApiFailure(409, 'Conflict', SENT_READ_ONLY);
};

export const broadcastHooks: ResourceHooks = {
  // The time rule is checked only when a change touches the schedule, so an overdue scheduled broadcast
  // can still have its title fixed.
  async prepare(ctx, values, existing) {
    if (existing) await refuseSent(ctx, existing);
    const touchesSchedule = !existing || 'scheduled_at' in values || 'status' in values;
    const problem = touchesSchedule ? schedulingProblem({ ...existing, ...values }, new Date()) : null;
    if (problem) throw badRequest(`scheduled_at: ${problem}`);
    return values;
  },
  beforeDelete: refuseSent,
};
