import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { ApiFailure } from '../http/failure.ts';
import type { Session } from '../http/handlers.ts';
import { mustSetUpSql, serverLevelParam } from './second-factor-policy.ts';
import { SESSION_ACCESS, SESSION_REFUSAL, SESSION_TABLES, sessionRuleParams } from './session-rule.ts';
import type { SessionReuse } from './session-reuse.ts';
import { newToken, tokenHash } from './tokens.ts';

export const TOKEN_EXPIRED = 'Token Expired';

// last_seen_at is written at most this often: a burst of reads costs no writes, and an idle timeout of
// minutes loses nothing that matters.
const TOUCH_EVERY_SECONDS = 15;

/** What makes a session an embed session: the key that made it, its commands, and its lifetime. */
export interface EmbedGrant {
  apiKeyId: number;
  scope: readonly string[];
  seconds: number;
}

/** Where a sign-in came from, shown in the user's list of sessions. */
export interface SessionClient {
  ip: string;
  userAgent?: string | undefined;
}

const USER_AGENT_MAX = 512;

/** Starts a session for the user and returns the bearer token (shown once, stored only as a hash). */
export async function createSession(
  db: Db,
  userId: number,
  client: SessionClient,
  embed?: EmbedGrant,
): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, api_key_id, scope, expires_at, ip, user_agent)
     VALUES ($1, $2, $3, $4, CASE WHEN $5::int IS NULL THEN NULL ELSE now() + make_interval(secs => $5::int) END,
             $6, $7)`,
    [
      tokenHash(token),
      userId,
      embed?.apiKeyId ?? null,
      embed?.scope ?? null,
      embed?.seconds ?? null,
      client.ip,
      client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    ],
  );
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

/** Ends every live session of an account's users (an account disabled), embed sessions included. */
export async function revokeAccountSessions(db: Db, accountId: number): Promise<void> {
  await db.query(
    `UPDATE sessions SET revoked_at = now()
      WHERE revoked_at IS NULL AND user_id IN (SELECT user_id FROM users WHERE account_id = $1)`,
    [accountId],
  );
}

interface SessionRow {
  session_id: number;
  user_id: number;
  account_id: number;
  access: number;
  refusal: string | null;
  touch: boolean;
  scope: string[] | null;
  must_change_password: boolean;
  must_set_up_second_factor: boolean;
}

/**
 * The caller behind a token, with the user's level and enabled flags as they are NOW: an access change or a
 * disable takes effect on the very next request. Every refusal is 'Token Expired' so the client drops it.
 * An embed session also ends with its API key (revoked, expired, owner disabled), and never runs above the
 * key owner's current level (the rule: server/auth/session-rule.ts).
 */
export async function resolveSession(
  db: Db,
  config: Config,
  token: string,
  reuse?: SessionReuse,
): Promise<Session> {
  const hash = tokenHash(token);
  const recent = reuse?.recent(hash);
  if (recent) return recent;
  const mark = reuse?.mark() ?? 0;
  const [row] = await db.query<SessionRow>(
    `SELECT s.session_id, u.user_id, u.account_id, ${SESSION_ACCESS} AS access,
            ${SESSION_REFUSAL} AS refusal,
            s.last_seen_at < now() - make_interval(secs => $4) AS touch,
            s.scope, u.must_change_password, ${mustSetUpSql('$5')} AS must_set_up_second_factor
       FROM ${SESSION_TABLES}
      WHERE s.token_hash = $1`,
    [hash, ...sessionRuleParams(config), TOUCH_EVERY_SECONDS, serverLevelParam(config)],
  );
  const refusal = row ? (row.refusal ?? undefined) : 'Unknown token';
  if (!row || refusal) throw new ApiFailure(401, TOKEN_EXPIRED, refusal, { code: 'session_ended' });
  if (row.touch) {
    await db.query('UPDATE sessions SET last_seen_at = now() WHERE session_id = $1', [row.session_id]);
  }
  const session: Session = {
    sessionId: row.session_id,
    userId: row.user_id,
    accountId: row.account_id,
    access: row.access,
    ...(row.scope ? { scope: row.scope } : {}),
    ...(row.must_change_password ? { mustChangePassword: true } : {}),
    ...(row.must_set_up_second_factor ? { mustSetUpSecondFactor: true } : {}),
  };
  reuse?.keep(hash, session, mark);
  return session;
}
