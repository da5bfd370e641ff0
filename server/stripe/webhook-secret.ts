import type { Db } from '../db/db.ts';
import type { Keys } from '../keys.ts';
import { revealSecret } from '../secrets/columns.ts';
import { SECRETS, STRIPE, type StripeRow } from './rows.ts';

/** A connection by id alone, whatever its account: a webhook carries no session, only the id in its URL. */
export async function findConnectionById(db: Db, id: number): Promise<StripeRow | undefined> {
  const [row] = await db.query<StripeRow>(
    `SELECT ${STRIPE.select} FROM ${STRIPE.table} WHERE ${STRIPE.idColumn} = $1`,
    [id],
  );
  return row;
}

/** The connection's webhook signing secret for live or test events, in clear (empty when none is set). */
export const webhookSecret = (keys: Keys, row: StripeRow, livemode: boolean): string =>
  revealSecret(
    keys,
    SECRETS,
    livemode ? 'webhook_secret' : 'webhook_test_secret',
    row.stripe_connection_id,
    row as unknown as Record<string, unknown>,
  );
