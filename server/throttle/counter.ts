import type { Db } from '../db/db.ts';

/**
 * Atomic hit counters in the database, so every server process of one database keeps one count
 * (migration 075, docs/security.md "Throttles and the client IP"). A window opens at a key's first hit and
 * lasts `windowSeconds`; a hit is taken in one upsert whose row lock orders concurrent takers, so of 30
 * simultaneous attempts against a limit of 10 exactly 10 are let through.
 */
export interface Limit {
  /** What is counted: 'login-email', 'login-ip', 'register-ip', 'capture-account', ... */
  bucket: string;
  max: number;
  windowSeconds: number;
}

export interface Taken {
  allowed: boolean;
  /** Until the window closes (whole seconds, at least 1). */
  retryAfterSeconds: number;
}

let takesSinceSweep = 0;
const SWEEP_EVERY = 500;

/** Counts one hit of `key`; `allowed` is false once the window already holds `max` hits. */
export async function takeHit(db: Db, limit: Limit, key: string): Promise<Taken> {
  // A refused hit is kept as max + 1 at most, so that giving back one allowed hit frees exactly one place.
  // now() is the transaction's start: a taker that began before the window's opener committed sees a
  // window_start later than its own now(), so the wait is capped at the window ('61 minutes' otherwise).
  const [row] = await db.query<{ hits: number; retry: number }>(
    `INSERT INTO throttle_counters AS t (bucket, key, window_start, hits) VALUES ($1, $2, now(), 1)
     ON CONFLICT (bucket, key) DO UPDATE SET
       window_start = CASE WHEN t.window_start <= now() - make_interval(secs => $4) THEN now() ELSE t.window_start END,
       hits = CASE WHEN t.window_start <= now() - make_interval(secs => $4) THEN 1 ELSE least(t.hits + 1, $3 + 1) END
     RETURNING hits, least($4, ceil(extract(epoch FROM window_start + make_interval(secs => $4) - now())))::int AS retry`,
    [limit.bucket, key, limit.max, limit.windowSeconds],
  );
  if (++takesSinceSweep >= SWEEP_EVERY) {
    takesSinceSweep = 0;
    await db.query(`DELETE FROM throttle_counters WHERE window_start < now() - interval '1 day'`);
  }
  return { allowed: (row?.hits ?? 0) <= limit.max, retryAfterSeconds: Math.max(1, row?.retry ?? 1) };
}

/** Undoes one allowed hit (a login that succeeded is not a failure). */
export async function giveBack(db: Db, limit: Limit, key: string): Promise<void> {
  await db.query(`UPDATE throttle_counters SET hits = greatest(hits - 1, 0) WHERE bucket = $1 AND key = $2`, [
    limit.bucket,
    key,
  ]);
}

/** Whole minutes until a window closes, never 0: one that closes within the minute still says 1. */
export const minutesToWait = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));

/** 'try again in 12 minutes'. */
export const tryAgainIn = (seconds: number): string => {
  const minutes = minutesToWait(seconds);
  return `try again in ${minutes} minute${minutes === 1 ? '' : 's'}`;
};
