import type { TestApi } from './harness.ts';

type Table = 'users' | 'accounts' | 'stripe_connections';
const KEY: Record<Table, string> = {
  users: 'user_id',
  accounts: 'account_id',
  stripe_connections: 'stripe_connection_id',
};

/**
 * The stored version of a user, an account or a Stripe connection, as a client that has just read it sends it with an update
 * (docs/behaviour.md#conflicts).
 */
export async function versionOf(api: TestApi, table: Table, id: number): Promise<string> {
  const [row] = await api.db.query<{ at: string }>(
    `SELECT to_json(updated_at) #>> '{}' AS at FROM ${table} WHERE ${KEY[table]} = $1`,
    [id],
  );
  if (!row) throw new Error(`no ${table} row ${id}`);
  return row.at;
}

/**
 * An update body based on the row as stored now, unless it names a version of its own; a body whose id is
 * no stored row's (a bad-input case) goes as it is.
 */
async function based<T extends Record<string, unknown>>(api: TestApi, table: Table, body: T) {
  const id = body[KEY[table]];
  if ('updated_at' in body || typeof id !== 'number') return body;
  const [row] = await api.db.query(`SELECT 1 FROM ${table} WHERE ${KEY[table]} = $1`, [id]);
  return row ? { ...body, updated_at: await versionOf(api, table, id) } : body;
}

/** A user/update body based on the user as stored now. */
export const userEdit = <T extends Record<string, unknown>>(api: TestApi, body: T) =>
  based(api, 'users', body);

/** An account/update body based on the account as stored now. */
export const accountEdit = <T extends Record<string, unknown>>(api: TestApi, body: T) =>
  based(api, 'accounts', body);

/** A stripe/update body based on the connection as stored now. */
export const stripeEdit = <T extends Record<string, unknown>>(api: TestApi, body: T) =>
  based(api, 'stripe_connections', body);
