import { createHash } from 'node:crypto';
import { newToken, tokenHash } from '../auth/tokens.ts';
import type { Db } from '../db/db.ts';
import { badRequest } from '../http/failure.ts';
import type { StripeTokens } from '../stripe/tokens.ts';

// Like Stripe's own authorization codes: redeemed at once by the callback, so a short life is enough.
const CODE_TTL = "interval '5 minutes'";

/** An authorization code for the state the user just allowed; only its hash is stored. */
export async function issueSimCode(db: Db, stateHash: string): Promise<string> {
  const code = `ac_sim_${newToken()}`;
  await db.query('INSERT INTO stripe_sim_codes (code_hash, state_hash) VALUES ($1, $2)', [
    tokenHash(code),
    stateHash,
  ]);
  return code;
}

const derived = (label: string, input: string, length: number): string =>
  createHash('sha256').update(`${label}:${input}`).digest('base64url').slice(0, length);

/**
 * The simulator's token endpoint: spends a code issued for this state and answers like Stripe, in test
 * mode. The account id depends on the tenant only, so connecting again updates the same connection; the
 * keys depend on the code, so a reconnect visibly replaces them.
 */
export async function redeemSimCode(db: Db, code: string, stateHash: string): Promise<StripeTokens> {
  const [row] = await db.query<{ account_id: number }>(
    `UPDATE stripe_sim_codes c SET used_at = now()
     FROM stripe_oauth_states s
     WHERE c.code_hash = $1 AND c.state_hash = $2 AND s.state_hash = c.state_hash
       AND c.used_at IS NULL AND c.created_at > now() - ${CODE_TTL}
     RETURNING s.account_id`,
    [tokenHash(code), stateHash],
  );
  if (!row) throw badRequest('Invalid or expired authorization code');
  return {
    stripe_user_id: `acct_sim${derived('account', String(row.account_id), 12)}`,
    access_token: `sk_test_sim${derived('secret', code, 40)}`,
    stripe_publishable_key: `pk_test_sim${derived('publishable', code, 40)}`,
    livemode: false,
  };
}
