import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { JOB_CHANGE_COLUMNS, jobChanged, type JobChange } from './job-events.ts';

/** A job row as a worker holds it (migration 090). */
export interface JobRow {
  job_id: number;
  account_id: number;
  created_by: number | null;
  kind: string;
  title: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
  locked_by: string;
}

export interface EnqueueInput {
  accountId: number;
  createdBy: number | null;
  kind: string;
  title: string;
  payload?: Record<string, unknown>;
  /** One job per key, ever: a second enqueue with the key returns the first job and adds nothing. */
  idempotencyKey?: string;
  runAt?: Date;
  maxAttempts?: number;
}

export async function enqueue(db: Db, input: EnqueueInput): Promise<number> {
  const [row] = await db.query<JobChange>(
    `INSERT INTO jobs (account_id, created_by, kind, title, payload, idempotency_key, run_at, max_attempts)
     VALUES ($1, $2, $3, $4, $5, $6, coalesce($7::timestamptz, now()), $8)
     ON CONFLICT (idempotency_key) DO UPDATE SET updated_at = jobs.updated_at
     RETURNING ${JOB_CHANGE_COLUMNS}`,
    [
      input.accountId,
      input.createdBy,
      input.kind,
      input.title,
      JSON.stringify(input.payload ?? {}),
      input.idempotencyKey ?? null,
      input.runAt?.toISOString() ?? null,
      input.maxAttempts ?? 5,
    ],
  );
  await jobChanged(db, 'queued', [row!]);
  return row!.job_id;
}

/**
 * Claims up to `limit` jobs that are due, or running under a lease that ran out (their process died), for
 * `leaseSeconds`. FOR UPDATE SKIP LOCKED lets any number of workers on any number of machines claim at
 * once without waiting on each other or taking the same row; each claim gets a token of its own.
 */
export async function claimJobs(db: Db, limit: number, leaseSeconds: number): Promise<JobRow[]> {
  const token = randomBytes(12).toString('base64url');
  return db.transaction(async (tx) => {
    const jobs = await tx.query<JobRow & JobChange>(
      `UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_by = $1,
            locked_until = now() + make_interval(secs => $2), started_at = coalesce(started_at, now()),
            updated_at = now()
      WHERE job_id IN (
        SELECT job_id FROM jobs
         WHERE (status = 'queued' AND run_at <= now()) OR (status = 'running' AND locked_until < now())
         ORDER BY run_at, job_id
         LIMIT $3
         FOR UPDATE SKIP LOCKED)
      RETURNING job_id, account_id, created_by, kind, title, payload, attempts, max_attempts, locked_by,
                updated_at`,
      [token, leaseSeconds, limit],
    );
    await jobChanged(tx, 'running', jobs);
    return jobs;
  });
}

/**
 * Extends the lease of a job this claim still holds, with its progress, told to the live streams when
 * `tell`. False when the job is no longer ours to run: cancelled from the Jobs screen, or taken over after
 * the lease ran out.
 */
export async function renewLease(
  db: Db,
  job: JobRow,
  leaseSeconds: number,
  progress?: { progress: number; total: number; message: string },
  tell = false,
): Promise<boolean> {
  const rows = await db.query<JobChange>(
    `UPDATE jobs SET locked_until = now() + make_interval(secs => $3), updated_at = now(),
            progress = coalesce($4, progress), total = coalesce($5, total), message = coalesce($6, message)
      WHERE job_id = $1 AND locked_by = $2 AND status = 'running' RETURNING ${JOB_CHANGE_COLUMNS}`,
    [
      job.job_id,
      job.locked_by,
      leaseSeconds,
      progress?.progress ?? null,
      progress?.total ?? null,
      progress?.message ?? null,
    ],
  );
  if (tell) await jobChanged(db, 'progress', rows);
  return rows.length === 1;
}

export async function completeJob(db: Db, job: JobRow, message: string | null): Promise<void> {
  const rows = await db.query<JobChange>(
    `UPDATE jobs SET status = 'done', finished_at = now(), updated_at = now(), locked_by = NULL,
            locked_until = NULL, message = coalesce($3, message), last_error = NULL
      WHERE job_id = $1 AND locked_by = $2 RETURNING ${JOB_CHANGE_COLUMNS}`,
    [job.job_id, job.locked_by, message],
  );
  await jobChanged(db, 'done', rows);
}

/** Seconds before attempt `attempts + 1`: 10 s, 40 s, 160 s... capped at an hour. */
export const backoffSeconds = (attempts: number): number => Math.min(3600, 10 * 4 ** (attempts - 1));

/**
 * A failed attempt: queued again after the backoff while attempts remain, otherwise (or when `final`,
 * a failure another attempt cannot mend) the job rests in the dead-letter state 'failed' with its error,
 * where the Jobs screen offers Retry.
 */
export async function failJob(db: Db, job: JobRow, error: string, final: boolean): Promise<void> {
  const dead = final || job.attempts >= job.max_attempts;
  const rows = await db.query<JobChange>(
    `UPDATE jobs SET status = $3, last_error = $4, updated_at = now(), locked_by = NULL, locked_until = NULL,
            run_at = CASE WHEN $3 = 'queued' THEN now() + make_interval(secs => $5) ELSE run_at END,
            finished_at = CASE WHEN $3 = 'failed' THEN now() ELSE NULL END
      WHERE job_id = $1 AND locked_by = $2 RETURNING ${JOB_CHANGE_COLUMNS}`,
    [job.job_id, job.locked_by, dead ? 'failed' : 'queued', error, backoffSeconds(job.attempts)],
  );
  await jobChanged(db, dead ? 'failed' : 'queued', rows);
}

/** Puts a job back, as it is, for a later attempt (a broadcast moved to a later time): no attempt used. */
export async function postponeJob(db: Db, job: JobRow, runAt: Date): Promise<void> {
  const rows = await db.query<JobChange>(
    `UPDATE jobs SET status = 'queued', run_at = $3, attempts = attempts - 1, updated_at = now(),
            locked_by = NULL, locked_until = NULL
      WHERE job_id = $1 AND locked_by = $2 RETURNING ${JOB_CHANGE_COLUMNS}`,
    [job.job_id, job.locked_by, runAt.toISOString()],
  );
  await jobChanged(db, 'queued', rows);
}
