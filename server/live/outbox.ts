import type { Actor, Statement } from '../activity/entry.ts';
import type { Trail } from '../activity/trail.ts';
import type { Db } from '../db/db.ts';

/** The NOTIFY channel the outbox's rows are announced on (server/live/hub.ts listens). */
export const LIVE_CHANNEL = 'console_live';

// The first key of the per-account advisory lock below (the second is the account): any constant that no
// other pg_advisory_xact_lock(int, int) of the server uses.
const ORDER_LOCK = 36;

/** One event to write: a record of an account, who changed it, its version after (null once deleted). */
export interface ChangeEvent {
  account_id: number;
  area: string;
  record_id: number;
  user_id: number | null;
  updated_at: string | null;
}

/**
 * Writes change events into the outbox and announces each with NOTIFY, in the write's own transaction
 * (docs/architecture.md, "Live changes"; a new one when `db` is none): PostgreSQL delivers the
 * notifications at commit and drops them on rollback. The account's lock, held to the commit, makes the
 * ids of an account's events follow the order their transactions commit in, so a replay `after` an id
 * misses none (writtenCte). `alongside` (a write's activity entries) run in the same statement, as CTEs
 * that take their parameters after `first`; alone, one after another, when there is no event to write.
 */
export async function writeChangeEvents(
  db: Db,
  action: string,
  events: ChangeEvent[],
  alongside: ((first: number) => Statement)[] = [],
): Promise<void> {
  if (events.length === 0) {
    for (const build of alongside) {
      const { sql, params } = build(0);
      await db.query(sql, params);
    }
    return;
  }
  // In the same order everywhere, so two writes to the same accounts cannot wait for each other.
  const accounts = [...new Set(events.map((event) => event.account_id))].sort((a, b) => a - b);
  const params: unknown[] = [JSON.stringify(events), action, accounts];
  // Data-modifying CTEs run whether or not the final SELECT reads them.
  const also = alongside.map((build, i) => {
    const { sql, params: more } = build(params.length);
    params.push(...more);
    return `, alongside_${i} AS (${sql})`;
  });
  await db.transaction((tx) =>
    tx.query(
      `WITH ${writtenCte(
        `json_to_recordset($1::json)
           AS e(account_id int, area text, record_id bigint, user_id int, updated_at timestamptz)`,
        '$2',
        '$3::int[]',
      )}${also.join('')}
       ${NOTIFY_WRITTEN}`,
      params,
    ),
  );
}

/**
 * The outbox's insert as a CTE named `written`, of the events `events` selects (rows `e` of account_id,
 * area, record_id, user_id, updated_at), with `action` and the `accounts` array as SQL. One round trip
 * (docs/performance.md, "Issue 38"): the account locks are the subquery the insert's rows are filtered by,
 * run once before its first row and so before the first id is drawn (nextval is part of the row the filter
 * lets through); so a writer waiting on the lock has drawn no id yet.
 */
export const writtenCte = (events: string, action: string, accounts: string): string =>
  `written AS (
     INSERT INTO live_events (account_id, area, record_id, action, user_id, by_name, updated_at)
     SELECT e.account_id, e.area, e.record_id, ${action}, e.user_id,
            (SELECT first_name || ' ' || last_name FROM users WHERE user_id = e.user_id), e.updated_at
       FROM ${events}
      WHERE (SELECT count(pg_advisory_xact_lock(${ORDER_LOCK}, account)) FROM unnest(${accounts}) AS account) > 0
     RETURNING *)`;

/** Announces the rows of a `written` CTE, in their order (server/live/hub.ts listens). */
export const NOTIFY_WRITTEN = `SELECT pg_notify('${LIVE_CHANNEL}', row_to_json(written)::text) FROM written ORDER BY live_event_id`;

/** A change event per record of a command's `trail`, by its caller (server/activity/command.ts). */
export function appendChangeEvents(
  db: Db,
  actor: Actor,
  action: string,
  trail: Trail,
  alongside: ((first: number) => Statement)[] = [],
): Promise<void> {
  return writeChangeEvents(
    db,
    action,
    trail.flatMap((note) => {
      const accountId = actor.accountId || note.accountId;
      if (!accountId) return [];
      const updatedAt = note.after?.updated_at;
      return [
        {
          account_id: accountId,
          area: note.area,
          record_id: note.recordId,
          user_id: actor.userId,
          updated_at: typeof updatedAt === 'string' ? updatedAt : null,
        },
      ];
    }),
    alongside,
  );
}
