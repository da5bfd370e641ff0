import type { Db } from '../db/db.ts';
import { writeChangeEvents } from '../live/outbox.ts';

/** A jobs row as the queue's writes return it: enough to tell the live streams it changed. */
export interface JobChange {
  job_id: number;
  account_id: number;
  created_by: number | null;
  updated_at: string;
}

/** What the queue's writes return for jobChanged. */
export const JOB_CHANGE_COLUMNS = 'job_id, account_id, created_by, updated_at';

/**
 * Tells the live streams that jobs changed (docs/architecture.md, "Live changes"), as the user who started
 * them: the status bar of that user follows them from the stream (server/live/reads.ts, toldOf).
 * `action` is the state they are in now, or `progress`.
 */
export function jobChanged(db: Db, action: string, jobs: JobChange[]): Promise<void> {
  return writeChangeEvents(
    db,
    action,
    jobs.map((job) => ({
      account_id: job.account_id,
      area: 'job',
      record_id: job.job_id,
      user_id: job.created_by,
      updated_at: job.updated_at,
    })),
  );
}

/** The interval between two progress events of one job: its final state is always told at once. */
export const PROGRESS_EVERY_MS = 1000;

/**
 * Whether a running job's progress is told now: at most one event per PROGRESS_EVERY_MS, so a job that
 * reports each of 10,000 rows does not flood the outbox; the first report is always told.
 */
export function progressThrottle(now: () => number = Date.now): () => boolean {
  let last = -Infinity;
  return () => {
    const at = now();
    if (at - last < PROGRESS_EVERY_MS) return false;
    last = at;
    return true;
  };
}
