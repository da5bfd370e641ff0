import type { Db } from '../db/db.ts';

/** How long the outbox keeps an event: a stream away for longer re-reads instead of replaying. */
const KEPT_HOURS = 24;

/** Deletes the outbox's events past KEPT_HOURS; returns how many went. */
export async function purgeOldLiveEvents(db: Db): Promise<number> {
  const rows = await db.query(
    'DELETE FROM live_events WHERE at < now() - make_interval(hours => $1) RETURNING live_event_id',
    [KEPT_HOURS],
  );
  return rows.length;
}
