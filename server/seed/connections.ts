import type { DruidiaService } from '../../lib/protocol/druidia.ts';
import type { Db } from '../db/db.ts';
import { issueCredentials } from '../druidia/registry.ts';
import { insertConnection } from '../druidia/rows.ts';
import type { Keys } from '../keys.ts';
import { insertStripeConnection, type StripeFields } from '../stripe/rows.ts';

// Owner by email, or null for a connection shared with the account.
const SERVICE_CONNECTIONS: { domain: string; service: DruidiaService; owner: string | null }[] = [
  { domain: 'demo.test', service: 'content', owner: null },
  { domain: 'demo.test', service: 'rodeo', owner: null },
  { domain: 'demo.test', service: 'image', owner: 'user@demo.test' },
  { domain: 'demo.test', service: 'task', owner: 'group@demo.test' },
  { domain: 'demo.test', service: 'product', owner: 'admin@demo.test' },
  { domain: 'other.test', service: 'content', owner: null },
  { domain: 'other.test', service: 'image', owner: 'owner@other.test' },
];

// Made-up test-mode keys in Stripe's shapes; their last four digits are what the console shows.
const STRIPE_CONNECTIONS: (StripeFields & { domain: string })[] = [
  {
    domain: 'demo.test',
    stripe_account_id: 'acct_demoRodeoNetwork',
    publishable_test_key: 'pk_test_demoRodeoNetworkNotARealKey4242',
    secret_test_key: 'sk_test_demoRodeoNetworkNotARealKey4242',
    webhook_test_secret: 'whsec_demoRodeoNetworkNotARealSecret4242',
    statement_descriptor: 'DEMO RODEO',
    metadata: { seeded: true, region: 'west' },
  },
  {
    domain: 'demo.test',
    stripe_account_id: 'acct_demoRodeoArchive',
    publishable_test_key: 'pk_test_demoRodeoArchiveNotARealKey0001',
    secret_test_key: 'sk_test_demoRodeoArchiveNotARealKey0001',
    create_products: false,
    is_active: false,
  },
  {
    domain: 'other.test',
    stripe_account_id: 'acct_otherProperty',
    publishable_test_key: 'pk_test_otherPropertyNotARealKey9999',
    secret_test_key: 'sk_test_otherPropertyNotARealKey9999',
    webhook_test_secret: 'whsec_otherPropertyNotARealSecret9999',
  },
];

/** Demo service and Stripe connections, stored (and encrypted) exactly as the API would store them. */
export async function seedConnections(db: Db, keys: Keys): Promise<void> {
  const accounts = new Map(
    (await db.query<{ domain: string; account_id: number }>('SELECT domain, account_id FROM accounts')).map(
      (row) => [row.domain, row.account_id],
    ),
  );
  const users = new Map(
    (await db.query<{ email: string; user_id: number }>('SELECT email, user_id FROM users')).map((row) => [
      row.email,
      row.user_id,
    ]),
  );
  const idOf = <K>(map: Map<K, number>, key: K): number => {
    const id = map.get(key);
    if (id === undefined) throw new Error(`Demo seed: no ${String(key)}`);
    return id;
  };
  for (const { domain, service, owner } of SERVICE_CONNECTIONS) {
    await insertConnection(db, keys, {
      accountId: idOf(accounts, domain),
      userId: owner === null ? null : idOf(users, owner),
      service,
      ...issueCredentials(),
    });
  }
  for (const { domain, ...fields } of STRIPE_CONNECTIONS) {
    await insertStripeConnection(db, keys, idOf(accounts, domain), fields);
  }
}
