import { randomBytes } from 'node:crypto';
import { panelScope } from '../../lib/embed/panel-scope.ts';
import { ACCESS } from '../../lib/protocol/access.ts';
import { EMBED_SECRET_PREFIX } from '../../lib/protocol/embed.ts';
import type { EmbedPanel } from '../../lib/protocol/embed.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { ApiFailure, badRequest, forbidden, notFound } from '../http/failure.ts';
import type { Session } from '../http/handlers.ts';
import { findUserById, type UserRow } from '../modules/user-rows.ts';
import { createSession, type SessionClient } from './sessions.ts';
import { tokenHash } from './tokens.ts';

export interface EmbedRequest {
  email: string;
  panels: EmbedPanel[];
  origin?: string | undefined;
}

// Secrets nobody claimed are of no use a day later; they are cleared whenever a new one is made.
const KEEP_SPENT_SECRETS = '1 day';

/** The origins a secret is bound to: the operator's CONSOLE_ORIGINS, or the one of them the caller names. */
function boundOrigins(config: Config, origin: string | undefined): string[] {
  if (config.consoleOrigins.length === 0) {
    throw badRequest('No page may claim an embed secret: the server lists no CONSOLE_ORIGINS');
  }
  if (origin === undefined) return config.consoleOrigins;
  if (!config.consoleOrigins.includes(origin))
    throw badRequest(`origin: '${origin}' is not in CONSOLE_ORIGINS`);
  return [origin];
}

/**
 * A client secret for `email`, a user of the API key's account at most at the key owner's level, scoped to
 * the commands of `panels`. The caller is the API key (dispatch lets only keys call this).
 */
export async function createEmbedSecret(db: Db, config: Config, caller: Session, input: EmbedRequest) {
  if (!caller.apiKeyId) throw new ApiFailure(401, 'Unauthorized', 'An API key is required');
  const scope = panelScope(input.panels);
  if (!scope.ok) throw badRequest(`panels: ${scope.error}`);
  const origins = boundOrigins(config, input.origin);
  const [user] = await db.query<{ user_id: number; access: number; active: boolean }>(
    `SELECT u.user_id, u.access, (u.enabled AND a.enabled) AS active
       FROM users u JOIN accounts a ON a.account_id = u.account_id
      WHERE lower(u.email) = lower($1) AND u.account_id = $2`,
    [input.email, caller.accountId],
  );
  // The same answer for an unknown email and a user of another account: the key learns nothing outside.
  if (!user) throw notFound('No user with that email in the API key’s account');
  if (!user.active) throw forbidden('That user is disabled');
  // Level 0 signs nobody in (docs/behaviour.md#states): a page would claim secret after secret and never show a panel.
  if (user.access < ACCESS.signedIn) throw forbidden('That user’s access level signs nobody in');
  if (user.access > caller.access) throw forbidden('That user’s access level is above the API key owner’s');

  const secret = `${EMBED_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
  await db.query(`DELETE FROM embed_secrets WHERE expires_at < now() - interval '${KEEP_SPENT_SECRETS}'`);
  const [row] = await db.query<{ expires_at: Date | string }>(
    `INSERT INTO embed_secrets (secret_hash, api_key_id, user_id, scope, origins, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))
     RETURNING expires_at`,
    [tokenHash(secret), caller.apiKeyId, user.user_id, scope.commands, origins, config.embedSecretSeconds],
  );
  return { client_secret: secret, expires_at: isoTime(row!.expires_at), origins, user_id: user.user_id };
}

interface ClaimRow {
  api_key_id: number;
  user_id: number;
  scope: string[];
  origins: string[];
  expired: boolean;
  key_refusal: string | null;
  access: number;
  active: boolean;
}

const unauthorized = (detail: string): ApiFailure => new ApiFailure(401, 'Unauthorized', detail);

/**
 * Spends the secret (any attempt does, so it is never tried twice) and, when it is still valid for this
 * origin, its key and its user, starts a session limited to the secret's scope.
 */
export async function claimEmbedSecret(
  db: Db,
  config: Config,
  secret: string,
  origin: string | undefined,
  client: SessionClient,
): Promise<{ token: string; access: number; expires_at: string; user: UserRow }> {
  const hash = tokenHash(secret);
  const [row] = await db.query<ClaimRow>(
    `UPDATE embed_secrets e SET claimed_at = now()
       FROM api_keys k
       JOIN users o ON o.user_id = k.created_by,
            users u
       JOIN accounts a ON a.account_id = u.account_id
      WHERE e.secret_hash = $1 AND e.claimed_at IS NULL
        AND k.api_key_id = e.api_key_id AND u.user_id = e.user_id
      RETURNING e.api_key_id, e.user_id, e.scope, e.origins, e.expires_at <= now() AS expired,
                CASE WHEN k.revoked_at IS NOT NULL THEN 'The API key of this embed secret was revoked'
                     WHEN k.expires_at <= current_date THEN 'The API key of this embed secret has expired'
                     WHEN NOT o.enabled THEN 'The owner of this embed secret’s API key is disabled'
                END AS key_refusal,
                least(u.access, o.access) AS access, (u.enabled AND a.enabled) AS active`,
    [hash],
  );
  if (!row) {
    const seen = await db.query('SELECT 1 FROM embed_secrets WHERE secret_hash = $1', [hash]);
    throw unauthorized(seen.length ? 'The embed secret was already claimed' : 'Unknown embed secret');
  }
  if (row.expired) throw unauthorized('The embed secret has expired');
  if (!origin || !row.origins.includes(origin) || !config.consoleOrigins.includes(origin)) {
    throw forbidden(`The embed secret may not be claimed from ${origin ?? 'a request without an Origin'}`);
  }
  if (row.key_refusal) throw unauthorized(row.key_refusal);
  const user = await findUserById(db, row.user_id);
  if (!row.active || !user) throw unauthorized('The user of this embed secret is disabled');
  if (row.access < ACCESS.signedIn) throw forbidden('The user of this embed secret may not sign in');

  const seconds = config.embedSessionSeconds;
  const token = await createSession(db, row.user_id, client, {
    apiKeyId: row.api_key_id,
    scope: row.scope,
    seconds,
  });
  return {
    token,
    access: row.access,
    // For the page to know; the server keeps its own clock on the session row.
    expires_at: new Date(Date.now() + seconds * 1000).toISOString(),
    user: { ...user, access: row.access },
  };
}

const isoTime = (value: Date | string): string => new Date(value).toISOString();
