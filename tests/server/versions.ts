import type { TestApi } from './harness.ts';

/**
 * The stored version of a user or an account, as a client that has just read it sends it with an update
 * (docs/behaviour.md#conflicts).
 */
export async function versionOf(api: TestApi, table: 'users' | 'accounts', id: number): Promise<string> {
  const key = table === 'users' ? 'user_id' : 'account_id';
  const [row] = await api.db.query<{ at: string }>(
    `SELECT to_json(updated_at) #>> '{}' AS at FROM ${table} WHERE ${key} = $1`,
    [id],
  );
  if (!row) throw new Error(`no ${table} row ${id}`);
  return row.at;
}

/** A user/update body based on the user as stored now. */
export const userEdit = async <T extends { user_id: number }>(api: TestApi, body: T) => ({
  ...body,
  updated_at: await versionOf(api, 'users', body.user_id),
});

/** An account/update body based on the account as stored now. */
export const accountEdit = async <T extends { account_id: number }>(api: TestApi, body: T) => ({
  ...body,
  updated_at: await versionOf(api, 'accounts', body.account_id),
});
