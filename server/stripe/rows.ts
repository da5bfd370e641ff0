import type { StripeConnection } from '../../lib/protocol/stripe.ts';
import {
  conflictOnDuplicate,
  findInAccount,
  insertRow,
  nextId,
  updateRow,
  type ConnectionTable,
} from '../connections/rows.ts';
import type { Db } from '../db/db.ts';
import type { Keys } from '../keys.ts';
import { maskSecrets, sealSecrets, type SecretFields } from '../secrets/columns.ts';

export const SECRET_FIELDS = [
  'secret_key',
  'secret_test_key',
  'webhook_secret',
  'webhook_test_secret',
] as const;
export type SecretField = (typeof SECRET_FIELDS)[number];
export const SECRETS: SecretFields<SecretField> = { table: 'stripe_connections', fields: SECRET_FIELDS };

// Stored and returned as they are; publishable keys are public by design (docs/connections.md).
const PLAIN_FIELDS = [
  'stripe_account_id',
  'create_products',
  'publishable_key',
  'publishable_test_key',
  'statement_descriptor',
  'livemode',
  'is_active',
  'metadata',
] as const;

export const STRIPE: ConnectionTable = {
  table: SECRETS.table,
  idColumn: 'stripe_connection_id',
  select: [
    'stripe_connection_id',
    'account_id',
    ...PLAIN_FIELDS,
    'created_at',
    'updated_at',
    ...SECRET_FIELDS.map((field) => `${field}_encrypted`),
  ].join(', '),
};

type Metadata = StripeConnection['metadata'];

export type StripeRow = Omit<StripeConnection, SecretField> & Record<`${SecretField}_encrypted`, string>;

/** Fields a create or update writes; secrets in plaintext here, sealed on the way to the table. */
export type StripeFields = Partial<Pick<StripeConnection, (typeof PLAIN_FIELDS)[number] | SecretField>>;

/** The connection as the API returns it: secret keys and webhook secrets masked. */
export function toStripeConnection(keys: Keys, row: StripeRow): StripeConnection {
  const connection: Record<string, unknown> = {
    stripe_connection_id: row.stripe_connection_id,
    account_id: row.account_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
  for (const field of PLAIN_FIELDS) connection[field] = row[field];
  const masked = maskSecrets(
    keys,
    SECRETS,
    row.stripe_connection_id,
    row as unknown as Record<string, unknown>,
  );
  return { ...connection, ...masked } as StripeConnection;
}

// jsonb takes JSON text; a null record must stay SQL NULL, not become the JSON value null.
const metadataParam = (metadata: Metadata): string | null => (metadata ? JSON.stringify(metadata) : null);

function columnValues(keys: Keys, rowId: number, fields: StripeFields): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of PLAIN_FIELDS) {
    if (fields[field] !== undefined)
      values[field] = field === 'metadata' ? metadataParam(fields.metadata) : fields[field];
  }
  return { ...values, ...sealSecrets(keys, SECRETS, rowId, fields) };
}

const duplicate = (fields: StripeFields): string =>
  `The Stripe account ${fields.stripe_account_id} is already connected to this account`;

export const findStripeConnection = (db: Db, id: number, accountId: number): Promise<StripeRow> =>
  findInAccount<StripeRow>(db, STRIPE, id, accountId);

/** A new connection; a secret not given is stored as an empty one, so every secret column holds a ciphertext. */
export async function insertStripeConnection(
  db: Db,
  keys: Keys,
  accountId: number,
  fields: StripeFields,
): Promise<StripeRow> {
  const id = await nextId(db, STRIPE);
  const secrets = Object.fromEntries(SECRET_FIELDS.map((field) => [field, fields[field] ?? '']));
  await conflictOnDuplicate(
    () =>
      insertRow(db, STRIPE, {
        stripe_connection_id: id,
        account_id: accountId,
        ...columnValues(keys, id, { ...fields, ...secrets }),
      }),
    duplicate(fields),
  );
  return findStripeConnection(db, id, accountId);
}

export async function updateStripeConnection(
  db: Db,
  keys: Keys,
  row: StripeRow,
  fields: StripeFields,
): Promise<StripeRow> {
  const values = columnValues(keys, row.stripe_connection_id, fields);
  if (Object.keys(values).length > 0) {
    await conflictOnDuplicate(
      () => updateRow(db, STRIPE, row.stripe_connection_id, values),
      duplicate(fields),
    );
  }
  return findStripeConnection(db, row.stripe_connection_id, row.account_id);
}

/** The connection of this account for a Stripe account id, if any, locked for the rest of the transaction. */
export async function findByStripeAccount(
  tx: Db,
  accountId: number,
  stripeAccountId: string,
): Promise<StripeRow | undefined> {
  const [row] = await tx.query<StripeRow>(
    `SELECT ${STRIPE.select} FROM ${STRIPE.table} WHERE account_id = $1 AND stripe_account_id = $2 FOR UPDATE`,
    [accountId, stripeAccountId],
  );
  return row;
}
