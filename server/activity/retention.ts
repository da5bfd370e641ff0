import type { Db } from '../db/db.ts';

/**
 * Deletes the entries older than `days` days: the one delete the log's trigger lets through, because it
 * goes through purge_activity() (migration 104, docs/security.md "Activity log"). Returns how many went.
 */
export async function purgeExpiredActivity(db: Db, days: number): Promise<number> {
  const [row] = await db.query<{ removed: number }>(
    `SELECT purge_activity(now() - make_interval(days => $1::int)) AS removed`,
    [days],
  );
  return Number(row?.removed ?? 0);
}
