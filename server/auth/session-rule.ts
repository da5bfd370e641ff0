import type { Config } from '../config.ts';

/**
 * When a session token is served, in SQL: one rule for the request that presents it (resolveSession,
 * server/auth/sessions.ts) and for the live streams it holds open (server/live/hub.ts), which must end on
 * exactly the refusals a request would meet (docs/security.md, "Live changes").
 *
 * SESSION_TABLES names its rows: s the session, u its user, a the user's account, k and o an embed
 * session's API key and that key's owner. The rule's two parameters are $2 and $3 of the query
 * (sessionRuleParams).
 */
export const SESSION_TABLES = `sessions s
       JOIN users u ON u.user_id = s.user_id
       JOIN accounts a ON a.account_id = u.account_id
       LEFT JOIN api_keys k ON k.api_key_id = s.api_key_id
       LEFT JOIN users o ON o.user_id = k.created_by`;

/**
 * Every table a session read holds a row of: SESSION_TABLES, and the second factors and passkeys behind
 * mustSetUpSql (server/auth/second-factor-policy.ts). A command whose writes touch none of them leaves the
 * process's reused session reads in place (server/auth/session-reuse.ts, docs/security.md "Sessions").
 */
export const SESSION_READ_TABLES: ReadonlySet<string> = new Set([
  'sessions',
  'users',
  'accounts',
  'api_keys',
  'second_factors',
  'passkeys',
]);

/** The caller's level: the user's, and an embed session's never above its key owner's. */
export const SESSION_ACCESS = 'least(u.access, o.access)';

/** Why the session is not served (the first refusal that applies), or NULL when it is. */
export const SESSION_REFUSAL = `CASE
         WHEN s.revoked_at IS NOT NULL THEN 'The session was ended'
         WHEN s.last_seen_at < now() - make_interval(secs => $2)
           OR s.created_at < now() - make_interval(secs => $3)
           OR s.expires_at <= now() THEN 'The session timed out'
         WHEN s.api_key_id IS NOT NULL AND k.revoked_at IS NOT NULL
           THEN 'The API key of this embed session was revoked'
         WHEN s.api_key_id IS NOT NULL AND k.expires_at <= current_date
           THEN 'The API key of this embed session has expired'
         WHEN s.api_key_id IS NOT NULL AND NOT o.enabled
           THEN 'The owner of this embed session’s API key is disabled'
         WHEN NOT (u.enabled AND a.enabled) THEN 'The user is disabled'
       END`;

/** The rule's $2 and $3: the idle and the absolute lifetime of a session, in seconds. */
export const sessionRuleParams = (config: Config): [number, number] => [
  config.sessionIdleSeconds,
  config.sessionMaxSeconds,
];
