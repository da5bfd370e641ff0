import type { Db } from '../db/db.ts';
import type { Keys } from '../keys.ts';
import {
  findByStripeAccount,
  insertStripeConnection,
  updateStripeConnection,
  type StripeRow,
} from './rows.ts';
import type { StripeTokens } from './tokens.ts';

/**
 * Records what an OAuth token exchange returned: the connected account's keys go to the live or test
 * columns by Stripe's livemode. A Stripe account already connected to this tenant is updated (and made
 * active again) rather than added twice. Stripe's refresh_token is not kept: the spec has no field for it.
 */
export function saveAuthorizedConnection(
  db: Db,
  keys: Keys,
  accountId: number,
  tokens: StripeTokens,
): Promise<StripeRow> {
  const issued = tokens.livemode
    ? { secret_key: tokens.access_token, publishable_key: tokens.stripe_publishable_key }
    : { secret_test_key: tokens.access_token, publishable_test_key: tokens.stripe_publishable_key };
  const fields = { ...issued, livemode: tokens.livemode, is_active: true };
  return db.transaction(async (tx) => {
    const existing = await findByStripeAccount(tx, accountId, tokens.stripe_user_id);
    if (existing) return updateStripeConnection(tx, keys, existing, fields);
    return insertStripeConnection(tx, keys, accountId, {
      ...fields,
      stripe_account_id: tokens.stripe_user_id,
    });
  });
}
