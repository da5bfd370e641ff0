import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../db/db.ts';
import { log as serverLog } from '../observe/logger.ts';
import { logRepeatedFailure } from '../observe/repeated-failures.ts';

/**
 * Leases: which server process does a piece of background work, decided in the database so that exactly
 * one process of all machines does it (docs/deploy.md, Background work). A lease is a row of
 * `cluster_leases` (name, holder, expires_at); its holder renews it well before it expires, and when the
 * holder dies (kill -9, a lost machine) another process takes it once it has expired. A row rather than a
 * session advisory lock, because a row also works behind PgBouncer in transaction mode.
 *
 * The API, for any periodic work (a job queue's housekeeping included):
 * - `acquireLease(db, name, holder, seconds)`: true when `holder` now holds `name` until now + seconds
 *   (taken, or renewed by its holder); false while another holder's lease runs.
 * - `releaseLease(db, name, holder)`: gives it up at once (a clean shutdown), so another need not wait.
 * - `electedWork(db, work, options)`: the loop most callers want (below).
 */

/** Who this process is in `cluster_leases.holder`: readable (host and pid) and unique (a random tail). */
export const processHolder = (): string => `${hostname()}/${process.pid}/${randomBytes(4).toString('hex')}`;

export async function acquireLease(db: Db, name: string, holder: string, seconds: number): Promise<boolean> {
  // Taken when free or expired, renewed when ours; the database's clock alone decides expiry, so machines
  // with skewed clocks cannot both believe they hold it.
  const rows = await db.query(
    `INSERT INTO cluster_leases AS l (name, holder, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3))
     ON CONFLICT (name) DO UPDATE
       SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at,
           acquired_at = CASE WHEN l.holder = EXCLUDED.holder THEN l.acquired_at ELSE now() END
       WHERE l.holder = EXCLUDED.holder OR l.expires_at < now()
     RETURNING holder`,
    [name, holder, seconds],
  );
  return rows.length === 1;
}

export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.query('DELETE FROM cluster_leases WHERE name = $1 AND holder = $2', [name, holder]);
}

export interface ElectedWork {
  /** The lease's name: one holder per name across all machines. */
  name: string;
  /** How often the holder runs the work. */
  everyMs: number;
  run: () => Promise<void>;
}

export interface LeaseOptions {
  /** How long a lease lasts unrenewed: the longest a dead holder's work waits for a successor. */
  seconds: number;
  holder?: string;
  log?: Pick<Console, 'info' | 'error'>;
}

/**
 * Runs `work` every `everyMs` in whichever process holds its lease. Every process calls this; each tries to
 * take or renew the lease every third of its life, so a dead holder is replaced within about 1.33 x
 * `seconds` (30 s by default: well within a minute). The holder runs the work at once on taking the lease,
 * then every `everyMs`; a run never overlaps the previous one. Returns stop(), which also releases.
 */
export function electedWork(db: Db, work: ElectedWork, options: LeaseOptions): () => Promise<void> {
  const holder = options.holder ?? processHolder();
  const log = options.log ?? serverLog;
  let held = false;
  let nextRun = 0;
  let running: Promise<void> | undefined;
  let stopped = false;
  let ticking = false;
  const tick = async () => {
    // A slow database must not stack lease checks up behind one another.
    if (ticking) return;
    ticking = true;
    try {
      const now = await acquireLease(db, work.name, holder, options.seconds);
      if (now && !held) {
        log.info(`${work.name}: this process (${holder}) took the lease`);
        nextRun = 0;
      }
      held = now;
    } catch (error) {
      // The database is unreachable: whoever holds the lease keeps it only until it expires.
      held = false;
      // Every process checks every lease: an outage is written once, then counted (docs/operations.md).
      if (options.log) log.error(`${work.name}: lease check failed: ${(error as Error).message}`);
      else logRepeatedFailure(`${work.name} lease check`, error);
    } finally {
      ticking = false;
    }
    if (held && !running && !stopped && Date.now() >= nextRun) {
      nextRun = Date.now() + work.everyMs;
      running = work
        .run()
        .catch((error: Error) => log.error(`${work.name} failed: ${error.message}`))
        .finally(() => (running = undefined));
    }
  };
  const timer = setInterval(() => void tick(), Math.max(250, (options.seconds * 1000) / 3));
  timer.unref();
  void tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
    if (held) await releaseLease(db, work.name, holder).catch(() => undefined);
  };
}
