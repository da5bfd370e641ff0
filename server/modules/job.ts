import { job } from '../../lib/resources/job.ts';
import { ApiFailure } from '../http/failure.ts';
import type { Ctx } from '../http/handlers.ts';
import { JOB_CHANGE_COLUMNS, jobChanged, type JobChange } from '../jobs/job-events.ts';
import { ON_CANCEL } from '../jobs/kinds.ts';
import type { ResourceHooks } from '../resources/save.ts';
import { findRecord, type Values } from '../resources/sql.ts';

/**
 * A job of the caller's account, locked for the change about to be made; a foreign id is a 404, and so is
 * one beyond the integer column (compared as bigint: no row, rather than an out-of-range error).
 */
async function ownJob(ctx: Ctx, input: Values) {
  const [row] = await ctx.db.query<{
    job_id: number;
    status: string;
    kind: string;
    payload: Record<string, unknown>;
  }>(
    'SELECT job_id, status, kind, payload FROM jobs WHERE job_id = $1::bigint AND account_id = $2 FOR UPDATE',
    [Number(input.job_id), ctx.session.accountId],
  );
  if (!row) throw new ApiFailure(404, 'Not Found', 'No job with that id in this account');
  return row;
}

const conflict = (status: string, what: string) =>
  new ApiFailure(409, 'Conflict', `This job is ${status}: only ${what}`);

export const jobHooks: ResourceHooks = {
  handlers: {
    retry: (ctx, input) =>
      ctx.db.transaction(async (db) => {
        const row = await ownJob({ ...ctx, db }, input);
        if (row.status !== 'failed' && row.status !== 'cancelled')
          throw conflict(row.status, 'a failed or cancelled job can be retried');
        const rows = await db.query<JobChange>(
          `UPDATE jobs SET status = 'queued', run_at = now(), attempts = 0, finished_at = NULL,
                  updated_at = now() WHERE job_id = $1 RETURNING ${JOB_CHANGE_COLUMNS}`,
          [row.job_id],
        );
        await jobChanged(db, 'queued', rows);
        return findRecord(db, job, ctx.session, row.job_id);
      }),
    cancel: (ctx, input) =>
      ctx.db.transaction(async (db) => {
        const row = await ownJob({ ...ctx, db }, input);
        if (row.status !== 'queued' && row.status !== 'running')
          throw conflict(row.status, 'a queued or running job can be cancelled');
        // The worker holding a running job sees the row is no longer running at its next report and stops.
        const rows = await db.query<JobChange>(
          `UPDATE jobs SET status = 'cancelled', finished_at = now(), updated_at = now(), locked_by = NULL,
                  locked_until = NULL WHERE job_id = $1 RETURNING ${JOB_CHANGE_COLUMNS}`,
          [row.job_id],
        );
        await jobChanged(db, 'cancelled', rows);
        await ON_CANCEL[row.kind]?.(db, row.payload);
        return findRecord(db, job, ctx.session, row.job_id);
      }),
    async mine(ctx) {
      const jobs = await ctx.db.query(
        `SELECT job_id, title, status, run_at, progress, total, message, last_error FROM jobs
          WHERE created_by = $1 AND account_id = $2
            AND ((status = 'queued' AND run_at < now() + interval '1 hour') OR status = 'running'
                 OR finished_at > now() - interval '1 minute')
          ORDER BY run_at, job_id LIMIT 20`,
        [ctx.session.userId, ctx.session.accountId],
      );
      return { jobs };
    },
  },
};
