import type { DruidiaConnection } from '../../../lib/protocol/druidia.ts';
import type { StripeConnection } from '../../../lib/protocol/stripe.ts';

export const connection = (patch: Partial<DruidiaConnection> = {}): DruidiaConnection => ({
  druidia_id: 1,
  created_at: '2026-01-05 10:00:00',
  account_id: 3,
  service: 'image',
  user_id: 12,
  user_hash: 'abcdef0123',
  token: '••••abcd',
  ...patch,
});

export const stripeConnection = (patch: Partial<StripeConnection> = {}): StripeConnection => ({
  stripe_connection_id: 7,
  account_id: 3,
  stripe_account_id: 'acct_demo',
  create_products: true,
  publishable_key: '',
  publishable_test_key: 'pk_test_demo4242',
  secret_key: '',
  secret_test_key: '••••4242',
  webhook_secret: '',
  webhook_test_secret: '',
  statement_descriptor: null,
  livemode: false,
  created_at: '2026-01-05 10:00:00',
  updated_at: '2026-01-05 10:00:00',
  is_active: true,
  metadata: null,
  ...patch,
});

/** A list reply as the API sends it, for the stores' list calls. */
export const listReply = <T>(list: T[]) => ({
  list,
  count: list.length,
  limit: 100,
  page: 1,
  sort: 'created_at',
  order: 'desc',
});
