import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { Keys } from '../keys.ts';
import { logRepeatedFailure } from '../observe/repeated-failures.ts';
import { progressThrottle } from './job-events.ts';
import { claimJobs, completeJob, failJob, postponeJob, renewLease, type JobRow } from './queue.ts';

export interface JobProgress {
  progress: number;
  total: number;
  message: string;
}

/** What a job's handler gets: the database, the server's settings, and the job it holds. */
export interface JobContext {
  db: Db;
  config: Config;
  keys: Keys;
  job: JobRow;
  /**
   * Records progress (the status bar of the user who started the job reads it) and renews the lease.
   * Throws JobStopped once the job is no longer this worker's to run: cancelled, taken over, or the
   * process is shutting down. Handlers call it between units of work that must not be cut in half.
   */
  report(progress?: JobProgress): Promise<void>;
}

/** What a handler answers: done (with a closing message), or not due yet (run it again at `later`). */
export type JobOutcome = { done: string | null } | { later: Date };

export type JobHandler = (ctx: JobContext) => Promise<JobOutcome>;

/** A failure no further attempt can mend (a broadcast without a message prompt): straight to 'failed'. */
export class JobRefusal extends Error {}

/** Thrown by `report` when the job is not ours to go on with; the worker leaves the row as it is. */
export class JobStopped extends Error {}

export interface JobWorker {
  /** Claims and runs what is due now, once; resolves when those jobs have ended (tests, the bench). */
  runDue(): Promise<number>;
  /** Stops claiming; jobs in hand stop at their next report and go back to the queue. */
  stop(): Promise<void>;
}

/**
 * The queue's worker for one process: every `pollMs` it claims what it has room for and runs it, renewing
 * each lease a third of the way through it. No leader is needed: SKIP LOCKED gives every job to one claim.
 */
export function jobWorker(
  deps: { db: Db; config: Config; keys: Keys },
  handlers: Record<string, JobHandler>,
  options: { poll?: boolean } = {},
): JobWorker {
  const { db, config } = deps;
  const { leaseSeconds, concurrency, pollMs } = config.jobs;
  const running = new Set<Promise<void>>();
  let stopping = false;

  async function run(job: JobRow): Promise<void> {
    let lost = false;
    const due = progressThrottle();
    const renew = async (progress?: JobProgress) => {
      const tell = progress !== undefined && due();
      if (stopping || lost || !(await renewLease(db, job, leaseSeconds, progress, tell))) {
        lost = true;
        throw new JobStopped();
      }
    };
    const timer = setInterval(() => void renew().catch(() => undefined), (leaseSeconds * 1000) / 3);
    timer.unref();
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new JobRefusal(`No handler for jobs of kind ${job.kind}`);
      // Only a lease taken over counts past the last attempt: a job whose every run took its process down
      // rests in the dead letters instead of taking down the next one.
      if (job.attempts > job.max_attempts)
        throw new JobRefusal(
          `The job stopped ${job.max_attempts} times without finishing (its process ended)`,
        );
      const outcome = await handler({ ...deps, job, report: renew });
      if ('later' in outcome) await postponeJob(db, job, outcome.later);
      else await completeJob(db, job, outcome.done);
    } catch (error) {
      if (error instanceof JobStopped || lost) {
        // Cancelled or taken over: the row already says so. Shutting down: the lease runs out and another
        // process (or this one, restarted) takes the job again.
      } else {
        const message = error instanceof Error ? error.message : String(error);
        if (!(error instanceof JobRefusal)) logRepeatedFailure(`job ${job.kind}`, error);
        await failJob(db, job, message, error instanceof JobRefusal).catch(() => undefined);
      }
    } finally {
      clearInterval(timer);
    }
  }

  // Claims what there is room for and starts it, without waiting for the jobs to end.
  async function claimAndStart(): Promise<Promise<void>[]> {
    const room = concurrency - running.size;
    if (stopping || room <= 0) return [];
    const jobs = await claimJobs(db, room, leaseSeconds);
    return jobs.map((job) => {
      const done: Promise<void> = run(job).finally(() => running.delete(done));
      running.add(done);
      return done;
    });
  }

  async function runDue(): Promise<number> {
    const started = await claimAndStart();
    await Promise.all(started);
    return started.length;
  }

  let poller: NodeJS.Timeout | undefined;
  const tick = () => {
    claimAndStart()
      .catch((error: unknown) => logRepeatedFailure('job claim', error))
      .finally(() => {
        if (!stopping) poller = setTimeout(tick, pollMs);
      });
  };
  if (options.poll !== false) poller = setTimeout(tick, 0);

  return {
    runDue,
    async stop() {
      stopping = true;
      clearTimeout(poller);
      await Promise.allSettled([...running]);
    },
  };
}
