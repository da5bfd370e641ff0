import type { Actor } from '../activity/entry.ts';
import type { Trail } from '../activity/trail.ts';
import type { Db } from '../db/db.ts';

/** The NOTIFY channel the outbox's rows are announced on (server/live/hub.ts listens). */
export const LIVE_CHANNEL = 'console_live';

// The first key of the per-account advisory lock below (the second is the account): any constant that no
// other pg_advisory_xact_lock(int, int) of the server uses.
const ORDER_LOCK = 36;

/**
 * Writes a change event per record of `trail` into the outbox and announces each with NOTIFY, in the
 * write's own transaction (docs/architecture.md, "Live changes"): PostgreSQL delivers the notifications at
 * commit and drops them on rollback. The account's lock, held to the commit, makes the ids of an account's
 * events follow the order their transactions commit in, so a replay `after` an id misses none.
 */
export async function appendChangeEvents(db: Db, actor: Actor, action: string, trail: Trail): Promise<void> {
  const events = trail.flatMap((note) => {
    const accountId = actor.accountId || note.accountId;
    if (!accountId) return [];
    const updatedAt = note.after?.updated_at;
    return [
      {
        account_id: accountId,
        area: note.area,
        record_id: note.recordId,
        updated_at: typeof updatedAt === 'string' ? updatedAt : null,
      },
    ];
  });
  if (events.length === 0) return;
  // In the same order everywhere, so two writes to the same accounts cannot wait for each other.
  const accounts = [...new Set(events.map((event) => event.account_id))].sort((a, b) => a - b);
  for (const account of accounts)
    await db.query('SELECT pg_advisory_xact_lock($1, $2)', [ORDER_LOCK, account]);
  await db.query(
    `WITH written AS (
       INSERT INTO live_events (account_id, area, record_id, action, user_id, by_name, updated_at)
       SELECT e.account_id, e.area, e.record_id, $2, $3,
              (SELECT first_name || ' ' || last_name FROM users WHERE user_id = $3), e.updated_at
         FROM json_to_recordset($1::json) AS e(account_id int, area text, record_id bigint, updated_at timestamptz)
       RETURNING *)
     SELECT pg_notify('${LIVE_CHANNEL}', row_to_json(written)::text) FROM written ORDER BY live_event_id`,
    [JSON.stringify(events), action, actor.userId],
  );
}
