import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestApi, type TestApi } from './harness.ts';

// The user and account lists' export (docs/behaviour.md#lists): the list's own source, so its level,
// tenancy and search, and only the list's columns, never a password hash.
describe.each(databases())('CSV export of the user and account lists on %s', (database) => {
  let api: TestApi;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    api = await startTestApi({ database });
    Object.assign(
      tokens,
      await api.logins(['user@demo.test', 'group@demo.test', 'admin@demo.test', 'super@demo.test']),
    );
  });
  afterAll(() => api.close());

  const exported = (module: string, who: string, query: Record<string, unknown> = {}) =>
    api.call(module, 'export', {
      token: tokens[who],
      query: Object.fromEntries(
        Object.entries(query).map(([key, value]) => [
          key,
          typeof value === 'string' ? value : JSON.stringify(value),
        ]),
      ),
    });
  /** The file's header and its rows, each as its cells (the demo data has no quoted cells). */
  const csvOf = async (module: string, who: string, query: Record<string, unknown> = {}) => {
    const result = await exported(module, who, query);
    expect(result.status, JSON.stringify(result.packet.errors)).toBe(200);
    expect(result.response.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = await result.response.text();
    expect(text).not.toMatch(/argon2|password|token/i);
    const [header, ...rows] = text
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    return { header, rows, ids: rows.map((row) => Number(row[0])) };
  };
  const userIds = async (where: string, params: unknown[] = []) =>
    (
      await api.db.query<{ id: number }>(
        `SELECT user_id AS id FROM users WHERE ${where} ORDER BY user_id`,
        params,
      )
    ).map((row) => Number(row.id));

  it('exports the whole user list of the caller’s account, the list’s columns only', async () => {
    const { header, ids } = await csvOf('user', 'group@demo.test');
    expect(header).toEqual(['user_id', 'email', 'first_name', 'last_name', 'access', 'enabled']);
    expect(ids).toEqual(await userIds('account_id = 1'));
  });

  it('exports the users matching the list’s search and filters, and a selection by ids', async () => {
    const [first, second] = await userIds("account_id = 1 AND email LIKE '%@demo.test'");
    const { rows } = await csvOf('user', 'group@demo.test', { search: 'group@demo' });
    expect(rows.map((row) => row[1])).toEqual(['group@demo.test']);
    const byLevel = await csvOf('user', 'group@demo.test', {
      filters: [{ field: 'access', operator: '>=', value: 7 }],
    });
    expect(byLevel.ids).toEqual(await userIds('account_id = 1 AND access >= 7'));
    const picked = await csvOf('user', 'group@demo.test', {
      filters: [{ field: 'user_id', operator: 'IN', value: [first, second] }],
    });
    expect(picked.ids).toEqual([first, second]);
  });

  it('never exports another account’s users below super admin; a super admin picks the account', async () => {
    const foreign = await userIds('account_id = 2');
    expect(foreign.length).toBeGreaterThan(0);
    const picked = await csvOf('user', 'group@demo.test', {
      filters: [{ field: 'user_id', operator: 'IN', value: foreign }],
    });
    expect(picked.rows).toEqual([]);
    const other = await exported('user', 'group@demo.test', { account_id: '2' });
    expect(other.status).toBe(403);
    expect((await csvOf('user', 'super@demo.test', { account_id: '2' })).ids).toEqual(foreign);
  });

  it('refuses the user export below group admin and the account export below admin', async () => {
    expect((await exported('user', 'user@demo.test')).status).toBe(403);
    expect((await exported('account', 'group@demo.test')).status).toBe(403);
  });

  it('exports every account to an admin, searched, the list’s columns only', async () => {
    const { header, ids } = await csvOf('account', 'admin@demo.test');
    expect(header).toEqual(['account_id', 'account_name', 'domain', 'enabled', 'created_at']);
    const all = await api.db.query<{ id: number }>('SELECT account_id AS id FROM accounts ORDER BY 1');
    expect(ids).toEqual(all.map((row) => Number(row.id)));
    const [named] = await api.db.query<{ id: number; account_name: string }>(
      'SELECT account_id AS id, account_name FROM accounts WHERE account_id = 2',
    );
    const searched = await csvOf('account', 'admin@demo.test', { search: named!.account_name });
    expect(searched.ids).toContain(Number(named!.id));
    expect(searched.ids).not.toContain(1);
  });

  it('answers a filter outside the list’s columns and a bad account with a 400', async () => {
    for (const field of ['password_hash', 'passhash', 'last_ip']) {
      const result = await exported('user', 'group@demo.test', {
        filters: [{ field, operator: '=', value: 'x' }],
      });
      expect(result.status, field).toBe(400);
    }
    expect((await exported('user', 'super@demo.test', { account_id: 'x' })).status).toBe(400);
    expect((await exported('user', 'super@demo.test', { account_id: '999999' })).status).toBe(404);
    const account = await exported('account', 'admin@demo.test', {
      filters: [{ field: 'description', operator: '=', value: 'x' }],
    });
    expect(account.status).toBe(400);
  });
});
