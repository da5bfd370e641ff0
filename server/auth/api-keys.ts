import { randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_PREFIX_LENGTH } from '../../lib/resources/api-key.ts';
import type { Db } from '../db/db.ts';
import { ApiFailure } from '../http/failure.ts';
import type { Session } from '../http/handlers.ts';
import { tokenHash } from './tokens.ts';

// last_used_at is written at most this often, as a session's last_seen_at is.
const TOUCH_EVERY_SECONDS = 15;

export const isApiKey = (token: string): boolean => token.startsWith(API_KEY_PREFIX);

/** A new key: 'ck_' and 256 random bits. Only its SHA-256 is stored; the prefix is what lists show. */
export function newApiKey(): { secret: string; prefix: string; hash: string } {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, prefix: secret.slice(0, API_KEY_PREFIX_LENGTH), hash: tokenHash(secret) };
}

interface KeyRow {
  api_key_id: number;
  user_id: number;
  account_id: number;
  access: number;
  active: boolean;
  revoked: boolean;
  expired: boolean;
  touch: boolean;
}

/**
 * The caller behind an API key: its creator, with the creator's level and enabled flags as they are now.
 * Refusals say why ('Unauthorized', not 'Token Expired': a script holding a key has no session to drop).
 */
export async function resolveApiKey(db: Db, key: string): Promise<Session> {
  const [row] = await db.query<KeyRow>(
    `SELECT k.api_key_id, u.user_id, u.account_id, u.access,
            (u.enabled AND a.enabled) AS active,
            k.revoked_at IS NOT NULL AS revoked,
            k.expires_at IS NOT NULL AND k.expires_at <= current_date AS expired,
            k.last_used_at IS NULL OR k.last_used_at < now() - make_interval(secs => $2) AS touch
       FROM api_keys k
       JOIN users u ON u.user_id = k.created_by AND u.account_id = k.account_id
       JOIN accounts a ON a.account_id = u.account_id
      WHERE k.secret_hash = $1`,
    [tokenHash(key), TOUCH_EVERY_SECONDS],
  );
  const refusal = !row
    ? 'Unknown API key'
    : row.revoked
      ? 'The API key was revoked'
      : row.expired
        ? 'The API key has expired'
        : !row.active
          ? 'The user of this API key is disabled'
          : undefined;
  if (!row || refusal) throw new ApiFailure(401, 'Unauthorized', refusal);
  if (row.touch)
    await db.query('UPDATE api_keys SET last_used_at = now() WHERE api_key_id = $1', [row.api_key_id]);
  return {
    sessionId: 0,
    userId: row.user_id,
    accountId: row.account_id,
    access: row.access,
    apiKeyId: row.api_key_id,
  };
}
