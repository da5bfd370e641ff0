import type { Db } from '../db/db.ts';
import type { Ctx } from '../http/handlers.ts';

/** `{ field: [before, after] }`: what a write changed, secrets masked (./mask.ts). */
export type Changes = Record<string, [unknown, unknown]>;

/** Who wrote and from where: the caller as the token says, the client IP as server/http/client-ip.ts says. */
export interface Actor {
  accountId: number;
  userId: number | null;
  apiKeyId: number | null;
  /** The embed session (its sessions row) the caller used, if any. */
  embedSessionId: number | null;
  ip: string;
  origin: string | null;
}

/** What was written: an area's record (or the area alone), the command, the changed fields. */
export interface ActivityEntry {
  area: string;
  recordId: number | null;
  action: string;
  changes: Changes | null;
  /** An update sent without the version it was based on, applied with no precondition (server/conflicts/stale.ts). */
  unconditional?: boolean;
}

export const actorOf = (ctx: Pick<Ctx, 'session' | 'ip' | 'requestOrigin'>): Actor => ({
  accountId: ctx.session.accountId,
  userId: ctx.session.userId || null,
  apiKeyId: ctx.session.apiKeyId ?? null,
  embedSessionId: ctx.session.scope !== undefined ? ctx.session.sessionId : null,
  ip: ctx.ip,
  origin: ctx.requestOrigin ?? null,
});

/** A statement and its parameters. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** The columns of an activity entry, in the order activityInsert and server/activity/along.ts give them. */
export const ACTIVITY_COLUMNS =
  'account_id, user_id, api_key_id, embed_session_id, ip, origin, area, record_id, action, changes, unconditional';

/** Appends entries in one statement, on `db`: inside the write's own transaction when `db` is one. */
export async function appendActivity(db: Db, actor: Actor, entries: ActivityEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const { sql, params } = activityInsert(actor, entries);
  await db.query(sql, params);
}

/**
 * appendActivity's insert, its parameters numbered after the `first` of a statement it joins (a write's
 * change events carry it as a CTE: server/live/outbox.ts).
 */
export function activityInsert(actor: Actor, entries: ActivityEntry[], first = 0): Statement {
  const params: unknown[] = [];
  const rows = entries.map((entry) => {
    const values = [
      actor.accountId,
      actor.userId,
      actor.apiKeyId,
      actor.embedSessionId,
      actor.ip,
      actor.origin,
      entry.area,
      entry.recordId,
      entry.action,
      entry.changes === null ? null : JSON.stringify(entry.changes),
      entry.unconditional ?? false,
    ];
    const at = first + params.length;
    params.push(...values);
    return `(${values.map((_, i) => `$${at + i + 1}`).join(', ')})`;
  });
  return {
    sql: `INSERT INTO activity (${ACTIVITY_COLUMNS}) VALUES ${rows.join(', ')}`,
    params,
  };
}
