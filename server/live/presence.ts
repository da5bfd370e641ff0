import type { LiveHere } from '../../lib/protocol/live.ts';
import { parseTimestamp } from '../db/types.ts';
import { forbidden } from '../http/failure.ts';
import type { Ctx } from '../http/handlers.ts';
import { readsArea } from './reads.ts';

/** How long a screen counts as open after its last live/here (the client says it every 20 s). */
export const PRESENCE_SECONDS = 60;

/**
 * live/here: the caller has this record open, and who else of the account has (docs/architecture.md,
 * "Live changes: the client"). The account and level are the token's; the area must be one the caller
 * may read, as for the stream, so presence tells nothing the stream would not. Other users only: the
 * caller's own other tabs are not "someone else".
 */
export async function liveHere(
  ctx: Ctx,
  input: { area: string; record_id: number; leaving?: boolean },
): Promise<LiveHere> {
  const { session, db } = ctx;
  if (session.apiKeyId !== undefined) throw forbidden('Presence is for people signed in, not API keys');
  if (!readsArea(session, input.area)) throw forbidden('That area does not exist, or you cannot see it');
  const at = [session.sessionId, input.area, input.record_id];
  await db.query('DELETE FROM live_presence WHERE seen_at < now() - make_interval(secs => $1)', [
    PRESENCE_SECONDS,
  ]);
  if (input.leaving)
    await db.query('DELETE FROM live_presence WHERE session_id = $1 AND area = $2 AND record_id = $3', at);
  else
    await db.query(
      `INSERT INTO live_presence (session_id, area, record_id, account_id, user_id) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (session_id, area, record_id) DO UPDATE SET seen_at = now()`,
      [...at, session.accountId, session.userId],
    );
  const rows = await db.query<{ user_id: number; name: string; since: string }>(
    `SELECT p.user_id, u.first_name || ' ' || u.last_name AS name, min(p.since) AS since
       FROM live_presence p JOIN users u ON u.user_id = p.user_id
      WHERE p.account_id = $1 AND p.area = $2 AND p.record_id = $3 AND p.user_id <> $4 AND u.enabled
      GROUP BY p.user_id, u.first_name, u.last_name
      ORDER BY min(p.since), p.user_id`,
    [session.accountId, input.area, input.record_id, session.userId],
  );
  return {
    others: rows.map((row) => ({ user_id: row.user_id, name: row.name, since: parseTimestamp(row.since) })),
  };
}
