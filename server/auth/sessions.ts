import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { ApiFailure } from '../http/failure.ts';
import type { Session } from '../http/handlers.ts';
import { newToken, tokenHash } from './tokens.ts';

export const TOKEN_EXPIRED = 'Token Expired';

// last_seen_at is written at most this often: a burst of reads costs no writes, and an idle timeout of
// minutes loses nothing that matters.
const TOUCH_EVERY_SECONDS = 15;

/** Starts a session for the user and returns the bearer token (shown once, stored only as a hash). */
export async function createSession(db: Db, userId: number): Promise<string> {
  const token = newToken();
  await db.query('INSERT INTO sessions (token_hash, user_id) VALUES ($1, $2)', [tokenHash(token), userId]);
  return token;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE session_id = $1 AND revoked_at IS NULL', [
    sessionId,
  ]);
}

/** Ends every live session of a user (a disable): re-enabling them later brings none back. */
export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [
    userId,
  ]);
}

interface SessionRow {
  session_id: number;
  user_id: number;
  account_id: number;
  access: number;
  active: boolean;
  revoked: boolean;
  idle_expired: boolean;
  max_expired: boolean;
  touch: boolean;
}

/**
 * The caller behind a token, with the user's level and enabled flags as they are NOW: an access change or a
 * disable takes effect on the very next request. Every refusal is 'Token Expired' so the client drops it.
 */
export async function resolveSession(db: Db, config: Config, token: string): Promise<Session> {
  const [row] = await db.query<SessionRow>(
    `SELECT s.session_id, u.user_id, u.account_id, u.access,
            (u.enabled AND a.enabled) AS active,
            s.revoked_at IS NOT NULL AS revoked,
            s.last_seen_at < now() - make_interval(secs => $2) AS idle_expired,
            s.created_at < now() - make_interval(secs => $3) AS max_expired,
            s.last_seen_at < now() - make_interval(secs => $4) AS touch
       FROM sessions s
       JOIN users u ON u.user_id = s.user_id
       JOIN accounts a ON a.account_id = u.account_id
      WHERE s.token_hash = $1`,
    [tokenHash(token), config.sessionIdleSeconds, config.sessionMaxSeconds, TOUCH_EVERY_SECONDS],
  );
  const refusal = !row
    ? 'Unknown token'
    : row.revoked
      ? 'The session was ended'
      : row.idle_expired || row.max_expired
        ? 'The session timed out'
        : !row.active
          ? 'The user is disabled'
          : undefined;
  if (!row || refusal) throw new ApiFailure(401, TOKEN_EXPIRED, refusal);
  if (row.touch) {
    await db.query('UPDATE sessions SET last_seen_at = now() WHERE session_id = $1', [row.session_id]);
  }
  return { sessionId: row.session_id, userId: row.user_id, accountId: row.account_id, access: row.access };
}
