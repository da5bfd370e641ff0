import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, sha256Hex, startTestApi, type TestApi } from './harness.ts';
import { accountEdit } from './versions.ts';

describe.each(databases())('account and user administration on %s', (database) => {
  let api: TestApi;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    api = await startTestApi({ database });
    for (const email of ['group@demo.test', 'admin@demo.test', 'super@demo.test'])
      tokens[email] = await api.login(email);
  });
  afterAll(() => api.close());

  it('admins create an account, and register one with its owner, who can then log in', async () => {
    const admin = tokens['admin@demo.test'];
    const created = await api.call('account', 'create', {
      token: admin,
      body: { account_name: 'Cheyenne Circuit', domain: 'cheyenne.test', description: 'Wyoming events' },
    });
    expect([created.status, (created.packet.payload as { enabled: number }).enabled]).toEqual([200, 1]);
    const duplicate = await api.call('account', 'create', {
      token: admin,
      body: { account_name: 'Again', domain: 'CHEYENNE.test' },
    });
    expect([duplicate.status, duplicate.packet.errors[0]?.detail]).toEqual([
      409,
      'That domain is already in use',
    ]);
    const registered = await api.call('account', 'create_with_owner', {
      token: admin,
      body: {
        email: 'boss@rawlins.test',
        first_name: 'Rae',
        last_name: 'Boss',
        passhash: sha256Hex('rawlins-pass'),
        account_name: 'Rawlins Rodeo',
        domain: 'rawlins.test',
      },
    });
    expect(registered.status).toBe(200);
    expect(registered.packet.token).toBeUndefined();
    expect(registered.packet.payload).toMatchObject({
      access: 5,
      account_name: 'Rawlins Rodeo',
      domain: 'rawlins.test',
    });
    expect(await api.login('boss@rawlins.test', 'rawlins-pass')).toMatch(/./);
    const byGroup = await api.call('account', 'create', {
      token: tokens['group@demo.test'],
      body: { account_name: 'X', domain: 'x.test' },
    });
    expect(byGroup.status).toBe(403);
  });

  it('admins read, search and edit any account, and disable others but never their own', async () => {
    const admin = tokens['admin@demo.test'];
    const [me] = await api.db.query<{ user_id: number }>(
      "SELECT user_id FROM users WHERE email = 'admin@demo.test'",
    );
    const read = await api.call('account', 'read', { token: admin, query: { account_id: '2' } });
    expect((read.packet.payload as { domain: string }).domain).toBe('other.test');
    const found = await api.call('account', 'list', { token: admin, body: { search: 'other' } });
    expect((found.packet.payload as { list: { domain: string }[] }).list.map((a) => a.domain)).toEqual([
      'other.test',
    ]);
    const disabled = await api.call('account', 'update', {
      token: admin,
      body: await accountEdit(api, {
        user_id: me!.user_id,
        account_id: 2,
        account_name: 'Other Property',
        domain: 'other.test',
        enabled: false,
      }),
    });
    expect((disabled.packet.payload as { enabled: number }).enabled).toBe(0);
    const owner = await api.call('user', 'token', {
      token: api.config.siteToken,
      body: { email: 'owner@other.test', passhash: sha256Hex('demo-password') },
    });
    expect(owner.status).toBe(401);
    await api.db.query('UPDATE accounts SET enabled = true WHERE account_id = 2');
    const own = await api.call('account', 'update', {
      token: admin,
      body: await accountEdit(api, {
        user_id: me!.user_id,
        account_id: 1,
        account_name: 'Demo Rodeo Network',
        domain: 'demo.test',
        enabled: false,
      }),
    });
    expect(own.status).toBe(403);
    const [group] = await api.db.query<{ user_id: number }>(
      "SELECT user_id FROM users WHERE email = 'group@demo.test'",
    );
    const byGroup = await api.call('account', 'read', {
      token: tokens['group@demo.test'],
      query: { account_id: '2' },
    });
    expect(byGroup.status).toBe(403);
    const groupEdit = await api.call('account', 'update', {
      token: tokens['group@demo.test'],
      body: await accountEdit(api, {
        user_id: group!.user_id,
        account_id: 1,
        account_name: 'Demo Rodeo Network',
        domain: 'demo.test',
        enabled: true,
      }),
    });
    expect(groupEdit.status).toBe(403);
  });

  it('super admins list and create users in another account; nobody else may name one', async () => {
    const list = await api.call('user', 'list', {
      token: tokens['super@demo.test'],
      body: { account_id: 2 },
    });
    expect((list.packet.payload as { list: { email: string }[] }).list.map((u) => u.email)).toEqual([
      'owner@other.test',
    ]);
    const create = await api.call('user', 'create', {
      token: tokens['super@demo.test'],
      body: {
        email: 'new@other.test',
        first_name: 'New',
        last_name: 'Hand',
        passhash: 'a'.repeat(64),
        access: 3,
        account_id: 2,
      },
    });
    expect(create.status).toBe(200);
    const [row] = await api.db.query('SELECT account_id FROM users WHERE email = $1', ['new@other.test']);
    expect(row).toEqual({ account_id: 2 });
    for (const email of ['group@demo.test', 'admin@demo.test']) {
      expect((await api.call('user', 'list', { token: tokens[email], body: { account_id: 2 } })).status).toBe(
        403,
      );
    }
    const missing = await api.call('user', 'list', {
      token: tokens['super@demo.test'],
      body: { account_id: 999 },
    });
    expect(missing.status).toBe(404);
    const search = await api.call('user', 'list', {
      token: tokens['group@demo.test'],
      body: { search: 'circuit' },
    });
    expect((search.packet.payload as { list: { email: string }[] }).list.map((u) => u.email)).toEqual([
      'circuit@demo.test',
    ]);
  });
});
