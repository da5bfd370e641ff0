import Bowser from 'bowser';
import type { SessionInfo } from '../../lib/protocol/session.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';

interface LiveRow {
  session_id: number;
  user_agent: string | null;
  ip: string | null;
  signed_in_at: string;
  last_used_at: string;
  embed: boolean;
}

/** Browser and system from a User-Agent, as a person recognises them: 'Firefox 133', 'macOS'. */
export function clientOf(userAgent: string | null): { browser: string; system: string } {
  if (!userAgent) return { browser: '', system: '' };
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  return {
    browser: [browser.name, major].filter(Boolean).join(' '),
    system: [os.name, os.versionName].filter(Boolean).join(' '),
  };
}

/** The family a sign-in's browser belongs to, without versions: 'Firefox on macOS' (an update is no new browser). */
export function familyOf(userAgent: string | undefined): string {
  // Bowser refuses an empty User-Agent (a script's sign-in may send none).
  const { browser, os } = userAgent ? Bowser.parse(userAgent) : { browser: {}, os: {} };
  return `${browser.name || 'Unknown browser'} on ${os.name || 'an unknown system'}`;
}

// The same tests as resolveSession (server/auth/sessions.ts): listed means it would still be served.
const LIVE = `s.revoked_at IS NULL
  AND s.last_seen_at >= now() - make_interval(secs => $2)
  AND s.created_at >= now() - make_interval(secs => $3)
  AND (s.expires_at IS NULL OR s.expires_at > now())`;

/** A user's live sessions, most recently used first; `currentId` is the caller's own. */
export async function liveSessions(
  db: Db,
  config: Config,
  userId: number,
  currentId: number,
): Promise<SessionInfo[]> {
  const rows = await db.query<LiveRow>(
    `SELECT s.session_id, s.user_agent, s.ip, s.api_key_id IS NOT NULL AS embed,
            to_json(s.created_at) #>> '{}' AS signed_in_at, to_json(s.last_seen_at) #>> '{}' AS last_used_at
       FROM sessions s WHERE s.user_id = $1 AND ${LIVE}
      ORDER BY s.last_seen_at DESC, s.session_id DESC`,
    [userId, config.sessionIdleSeconds, config.sessionMaxSeconds],
  );
  return rows.map(({ user_agent, ...row }) => ({
    ...row,
    ...clientOf(user_agent),
    session_id: Number(row.session_id),
    current: Number(row.session_id) === currentId,
  }));
}
