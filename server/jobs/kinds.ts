import { mailSecondFactorReset, SECOND_FACTOR_RESET_MAIL } from '../auth/second-factor-reset-mail.ts';
import { SEND_BROADCAST, sendBroadcast } from '../broadcasts/send-job.ts';
import type { Db } from '../db/db.ts';
import { MAIL_TICKETS, mailTickets } from '../tickets/mail-job.ts';
import type { JobHandler } from './worker.ts';

/** Every kind of job the workers run, by the `kind` its rows carry. */
export const JOB_HANDLERS: Record<string, JobHandler> = {
  [SEND_BROADCAST]: sendBroadcast,
  [MAIL_TICKETS]: mailTickets,
  [SECOND_FACTOR_RESET_MAIL]: mailSecondFactorReset,
};

/**
 * What cancelling a job from the Jobs screen does beyond the job's row: a broadcast's send job stands for
 * the broadcast, which is cancelled with it (its sender stops at the next batch).
 */
export const ON_CANCEL: Record<string, (db: Db, payload: Record<string, unknown>) => Promise<void>> = {
  [SEND_BROADCAST]: async (db, payload) => {
    await db.query(
      `UPDATE broadcasts SET status = 'cancelled', updated_at = now()
        WHERE broadcast_id = $1 AND status IN ('scheduled', 'sending')`,
      [Number(payload.broadcast_id)],
    );
  },
};
