import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredActivity } from '../../server/activity/retention.ts';
import { apiKeyOf, EMBED_CONFIG, EMBED_SITE, embedToken } from './embed-fixture.ts';
import { databases, sha256Hex, startTestApi, type TestApi } from './harness.ts';
import { userEdit } from './versions.ts';

interface Entry {
  activity_id: number;
  account_id: number;
  user_id: number | null;
  api_key_id: number | null;
  embed_session_id: number | null;
  ip: string;
  origin: string | null;
  area: string;
  record_id: number | null;
  action: string;
  changes: Record<string, [unknown, unknown]> | null;
}

describe.each(databases())('activity log on %s', (database) => {
  let api: TestApi;
  let admin: string;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    api = await startTestApi({ database, config: EMBED_CONFIG });
    admin = await api.login('admin@demo.test');
    Object.assign(ids, await api.userIds());
  });
  afterAll(() => api.close());

  const entries = (where = 'TRUE', params: unknown[] = []) =>
    api.db.query<Entry>(`SELECT * FROM activity WHERE ${where} ORDER BY activity_id`, params);
  const last = async () => (await entries()).at(-1)!;
  const count = async () => (await entries()).length;

  it('logs a create, an update and a delete with who, from where and the fields before and after', async () => {
    const headers = { Origin: EMBED_SITE };
    const created = await api.call('contact', 'create', {
      token: admin,
      headers,
      ip: '198.51.100.7',
      body: { first_name: 'Ann', last_name: 'Log', email: 'ann.log@example.com', city: 'Austin' },
    });
    expect(created.status).toBe(200);
    const id = (created.packet.payload as { contact_id: number }).contact_id;
    expect(await last()).toMatchObject({
      user_id: ids['admin@demo.test'],
      api_key_id: null,
      embed_session_id: null,
      ip: '198.51.100.7',
      origin: EMBED_SITE,
      area: 'contact',
      record_id: id,
      action: 'create',
      changes: { first_name: [null, 'Ann'], city: [null, 'Austin'] },
    });
    await api.call('contact', 'update', {
      token: admin,
      body: { contact_id: id, city: 'Dallas', updated_at: await api.versionOf('contact', id) },
    });
    const update = await last();
    expect([update.action, update.changes]).toEqual(['update', { city: ['Austin', 'Dallas'] }]);
    await api.call('contact', 'delete', { token: admin, query: { contact_id: String(id) } });
    expect(await last()).toMatchObject({
      action: 'delete',
      record_id: id,
      changes: { city: ['Dallas', null] },
    });
  });

  it('writes nothing when the write fails: the entry shares the write’s transaction', async () => {
    const body = { first_name: 'Dup', last_name: 'Licate', email: 'dup@example.com' };
    expect((await api.call('contact', 'create', { token: admin, body })).status).toBe(200);
    const before = await count();
    const clash = await api.call('contact', 'create', { token: admin, body });
    expect(clash.status).toBe(409);
    const bad = await api.call('contact', 'update', {
      token: admin,
      body: { contact_id: 999_999, city: 'X', updated_at: '2026-01-01T00:00:00.000Z' },
    });
    expect(bad.status).toBe(404);
    expect(await count()).toBe(before);
  });

  it('logs each kind of command, generic or not, once: bulk, keys, connections, levels', async () => {
    const group = await api.login('group@demo.test');
    const before = await count();
    const calls: [string, string, Parameters<TestApi['call']>[2]][] = [
      ['contact', 'bulk_create', { token: admin, body: { rows: [{ first_name: 'B', last_name: 'One' }] } }],
      ['api_key', 'create', { token: group, body: { name: 'Logged key' } }],
      ['druidia', 'connect', { token: group, body: { service: 'contractor' } }],
      [
        'user',
        'update',
        { token: group, body: await userEdit(api, { user_id: ids['user@demo.test']!, access: 4 }) },
      ],
    ];
    for (const [module, command, options] of calls) {
      const result = await api.call(module, command, options);
      expect(result.status, `${module}/${command} ${JSON.stringify(result.packet.errors)}`).toBe(200);
    }
    const logged = (await entries()).slice(before).map((entry) => `${entry.area}/${entry.action}`);
    expect(logged).toEqual(calls.map(([module, command]) => `${module}/${command}`));
    const level = (await entries('action = $1 AND area = $2', ['update', 'user'])).at(-1)!;
    // A user's update names what changed and what it was: the level was 3.
    expect(level.changes?.access).toEqual([3, 4]);
  });

  it('masks secrets: a new key’s secret, a password and every token-named field never reach the log', async () => {
    const user = await api.login('user@demo.test');
    const key = await apiKeyOf(api, 'user@demo.test');
    const passhash = sha256Hex('a-new-password-123');
    await api.call('user', 'update', {
      token: user,
      body: await userEdit(api, {
        user_id: ids['user@demo.test'],
        passhash,
        current_passhash: sha256Hex('demo-password'),
      }),
    });
    // The password change ended the user's sessions.
    const again = await api.login('user@demo.test', 'a-new-password-123');
    const connected = await api.call('druidia', 'connect', { token: again, body: { service: 'product' } });
    expect(connected.status).toBe(200);
    const log = JSON.stringify(await entries());
    expect(log).not.toContain(key.secret);
    expect(log).not.toContain(passhash);
    // A credential-named field, however deep, is masked wherever a command sent one.
    for (const match of log.matchAll(
      /"(\w*(?:token|secret|passhash)\w*)":\[(null|"[^"]*"),(null|"[^"]*")\]/g,
    )) {
      for (const value of [match[2], match[3]])
        if (value !== 'null') expect(value).toMatch(/^"(•|changed"$|$)/);
    }
    expect(log).toContain('"passhash":[null,"changed"]');
  });

  it('says through which API key or embed session a write came', async () => {
    const key = await apiKeyOf(api, 'admin@demo.test');
    await api.call('contact', 'create', { token: key.secret, body: { first_name: 'K', last_name: 'Ey' } });
    expect(await last()).toMatchObject({ api_key_id: key.api_key_id, user_id: ids['admin@demo.test'] });
    await api.call('embed', 'create', {
      token: key.secret,
      body: { email: 'admin@demo.test', panels: [{ tag: 'profile-panel' }] },
    });
    expect(await last()).toMatchObject({ area: 'embed', action: 'create', api_key_id: key.api_key_id });
    const panelToken = await embedToken(api, key.secret, 'admin@demo.test', [{ tag: 'profile-panel' }]);
    const [session] = await api.db.query<{ session_id: number }>(
      'SELECT session_id FROM sessions WHERE scope IS NOT NULL ORDER BY session_id DESC LIMIT 1',
    );
    const profile = await api.call('user', 'update', {
      token: panelToken,
      body: await userEdit(api, { user_id: ids['admin@demo.test'], first_name: 'Ada' }),
    });
    expect(profile.status, JSON.stringify(profile.packet.errors)).toBe(200);
    expect(await last()).toMatchObject({
      area: 'user',
      action: 'update',
      embed_session_id: session!.session_id,
    });
    expect(JSON.stringify(await last())).not.toContain('client_secret":[null,"ck');
  });

  it('logs sign-in and failed sign-in, a failure even though it is refused', async () => {
    await api.login('circuit@demo.test');
    expect(await last()).toMatchObject({ action: 'sign_in', user_id: ids['circuit@demo.test'] });
    const failed = await api.call('user', 'token', {
      token: api.config.siteToken,
      body: { email: 'circuit@demo.test', passhash: sha256Hex('wrong') },
    });
    expect(failed.status).toBe(401);
    expect(await last()).toMatchObject({ action: 'sign_in_failed', user_id: ids['circuit@demo.test'] });
    expect(JSON.stringify(await last())).not.toContain(sha256Hex('wrong'));
  });

  it('is append-only in the database itself: a raw UPDATE, DELETE or TRUNCATE is refused', async () => {
    for (const sql of [
      "UPDATE activity SET action = 'forged'",
      'DELETE FROM activity',
      'TRUNCATE activity',
    ]) {
      await expect(api.db.query(sql)).rejects.toThrow(/append-only/);
    }
    // Setting the purge's permission by hand does not let fresh entries go either.
    await expect(
      api.db.transaction(async (tx) => {
        await tx.query(`SELECT set_config('console_kit.activity_purge_before', '2000-01-01', true)`);
        await tx.query('DELETE FROM activity');
      }),
    ).rejects.toThrow(/append-only/);
  });

  it('purges only entries past ACTIVITY_RETENTION_DAYS', async () => {
    await api.db.query(
      `INSERT INTO activity (at, account_id, ip, area, action) VALUES (now() - interval '40 days', 1, '::1', 'contact', 'old')`,
    );
    const before = await count();
    expect(await purgeExpiredActivity(api.db, 30)).toBe(1);
    expect(await count()).toBe(before - 1);
    expect(await entries("action = 'old'")).toEqual([]);
  });

  it('shows an account only its own entries; a super admin all of them; a record’s history to its readers', async () => {
    const other = await api.login('owner@other.test');
    await api.call('contact', 'create', { token: other, body: { first_name: 'Other', last_name: 'Side' } });
    const list = async (token: string) => {
      const result = await api.call('activity', 'list', { token, body: { limit: 1000 } });
      expect(result.status, JSON.stringify(result.packet.errors)).toBe(200);
      return (result.packet.payload as { list: Entry[] }).list;
    };
    const accountOf = async (email: string) =>
      (
        await api.db.query<{ account_id: number }>('SELECT account_id FROM users WHERE email = $1', [email])
      )[0]!.account_id;
    const mine = await list(admin);
    expect(new Set(mine.map((entry) => entry.account_id))).toEqual(
      new Set([await accountOf('admin@demo.test')]),
    );
    expect(mine.some((entry) => entry.action === 'create' && entry.area === 'contact')).toBe(true);
    const all = await list(await api.login('super@demo.test'));
    const otherAccount = await accountOf('owner@other.test');
    expect(all.some((entry) => entry.account_id === otherAccount)).toBe(true);
    // Below level 7 there is no Activity screen.
    expect((await api.call('activity', 'list', { token: other, body: {} })).status).toBe(403);

    const created = await api.call('contact', 'create', {
      token: admin,
      body: { first_name: 'His', last_name: 'Tory' },
    });
    const id = (created.packet.payload as { contact_id: number }).contact_id;
    await api.call('contact', 'update', {
      token: admin,
      body: { contact_id: id, city: 'Waco', updated_at: await api.versionOf('contact', id) },
    });
    const history = await api.call('activity', 'history', {
      token: await api.login('group@demo.test'),
      body: { area: 'contact', record_id: id },
    });
    expect((history.packet.payload as { list: Entry[] }).list.map((entry) => entry.action)).toEqual([
      'update',
      'create',
    ]);
    const stranger = await api.call('activity', 'history', {
      token: other,
      body: { area: 'contact', record_id: id },
    });
    expect(stranger.status).toBe(404);
  });
});
