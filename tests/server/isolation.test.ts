import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestApi, type TestApi } from './harness.ts';

// Callers of both accounts at several levels, each aiming at the other account's users and account.
const CALLERS = [
  'user@demo.test',
  'group@demo.test',
  'admin@demo.test',
  'super@demo.test',
  'owner@other.test',
];

describe.each(databases())('tenant isolation of the core commands on %s', (database) => {
  let api: TestApi;
  const tokens: Record<string, string> = {};
  const users: { email: string; user_id: number; account_id: number }[] = [];
  beforeAll(async () => {
    api = await startTestApi({ database });
    for (const email of CALLERS) tokens[email] = await api.login(email);
    users.push(
      ...(await api.db.query<(typeof users)[number]>('SELECT email, user_id, account_id FROM users')),
    );
  });
  afterAll(() => api.close());

  const accountOf = (email: string) => users.find((u) => u.email === email)?.account_id ?? 0;
  const foreignUsers = (email: string) => users.filter((u) => u.account_id !== accountOf(email));

  it.each(CALLERS)('%s reaches no user of another account', async (caller) => {
    const token = tokens[caller];
    for (const target of foreignUsers(caller)) {
      const reads = [
        await api.call('user', 'read', { token, query: { user_id: String(target.user_id) } }),
        await api.call('user', 'read', { token, query: { email: target.email } }),
        await api.call('user', 'update', { token, body: { user_id: target.user_id, first_name: 'Crossed' } }),
      ];
      for (const result of reads) {
        expect(result.status, `${caller} -> ${target.email}`).toBe(404);
        expect(JSON.stringify(result.packet)).not.toContain(target.email);
      }
    }
    const rows = await api.db.query("SELECT 1 FROM users WHERE first_name = 'Crossed'");
    expect(rows).toHaveLength(0);
  });

  it.each(CALLERS)('%s lists only its own account’s users', async (caller) => {
    const result = await api.call('user', 'list', { token: tokens[caller], body: { limit: 1000 } });
    if (result.status === 403) return; // below group admin: no list at all
    const listed = (result.packet.payload as { list: { account_id: number }[] }).list;
    expect(listed.every((u) => u.account_id === accountOf(caller))).toBe(true);
  });

  it.each(CALLERS)('%s neither reads nor edits another account', async (caller) => {
    const token = tokens[caller];
    const other = accountOf(caller) === 1 ? 2 : 1;
    const self = users.find((u) => u.email === caller)?.user_id;
    const read = await api.call('account', 'read', { token, query: { account_id: String(other) } });
    expect(read.status).toBe(403);
    const update = await api.call('account', 'update', {
      token,
      body: { user_id: self, account_id: other, account_name: 'Crossed', domain: 'x.test' },
    });
    expect(update.status).toBe(403);
    const rows = await api.db.query("SELECT 1 FROM accounts WHERE account_name = 'Crossed'");
    expect(rows).toHaveLength(0);
  });

  it('creates users only in the creator’s own account, whatever the body says', async () => {
    const result = await api.call('user', 'create', {
      token: tokens['owner@other.test'],
      body: {
        email: 'planted@demo.test',
        first_name: 'Plan',
        last_name: 'Ted',
        passhash: 'a'.repeat(64),
        access: 1,
        account_id: 1,
      },
    });
    expect(result.status).toBe(200);
    const [row] = await api.db.query('SELECT account_id FROM users WHERE email = $1', ['planted@demo.test']);
    expect(row).toEqual({ account_id: accountOf('owner@other.test') });
  });
});
