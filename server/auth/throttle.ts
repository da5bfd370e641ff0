import type { Db } from '../db/db.ts';

// Per email, whether or not it exists: 5 failures within 15 minutes lock further attempts out until the
// oldest one ages past the window. The refusal looks exactly like a wrong password.
export const MAX_FAILURES = 5;
export const WINDOW_SECONDS = 15 * 60;

export const emailKey = (email: string): string => email.trim().toLowerCase();

export async function isThrottled(db: Db, key: string): Promise<boolean> {
  const [row] = await db.query<{ failures: number }>(
    `SELECT count(*) AS failures FROM login_failures
      WHERE email_key = $1 AND failed_at > now() - make_interval(secs => $2)`,
    [key, WINDOW_SECONDS],
  );
  return Number(row?.failures ?? 0) >= MAX_FAILURES;
}

export async function recordFailure(db: Db, key: string): Promise<void> {
  await db.query(
    'DELETE FROM login_failures WHERE email_key = $1 AND failed_at <= now() - make_interval(secs => $2)',
    [key, WINDOW_SECONDS],
  );
  await db.query('INSERT INTO login_failures (email_key) VALUES ($1)', [key]);
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE email_key = $1', [key]);
}
