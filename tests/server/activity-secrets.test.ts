import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { databases, sha256Hex, startTestApi, testDatabase, type TestApi } from './harness.ts';
import { userEdit } from './versions.ts';

const MIGRATIONS = fileURLToPath(new URL('../../server/db/migrations/', import.meta.url));
const REWRITE = '115_activity_secrets.sql';

const changesOf = async (db: Db, where: string, params: unknown[] = []) =>
  (
    await db.query<{ changes: Record<string, [unknown, unknown]> | null }>(
      `SELECT changes FROM activity WHERE ${where} ORDER BY activity_id`,
      params,
    )
  ).map((row) => row.changes);

describe.each(databases())('the activity log keeps no secret on %s', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ database });
  });
  afterAll(() => api.close());

  it('records a password as changed, with nothing of its hash', async () => {
    const ids = await api.userIds();
    const passhash = sha256Hex('another-password-42');
    const group = await api.login('group@demo.test');
    const created = await api.call('user', 'create', {
      token: group,
      body: { email: 'new.hire@demo.test', first_name: 'New', last_name: 'Hire', passhash, access: 1 },
    });
    expect(created.status, JSON.stringify(created.packet.errors)).toBe(200);
    const updated = await api.call('user', 'update', {
      token: group,
      body: await userEdit(api, { user_id: ids['user@demo.test']!, passhash }),
    });
    expect(updated.status, JSON.stringify(updated.packet.errors)).toBe(200);
    const [create, update] = await changesOf(api.db, "area = 'user' AND action IN ('create', 'update')");
    expect(create?.passhash).toEqual([null, 'changed']);
    expect(update?.passhash).toEqual([null, 'changed']);
    const log = JSON.stringify(await changesOf(api.db, 'TRUE'));
    expect(log).not.toContain(passhash.slice(-4));
    expect(log).not.toMatch(/pass\w*":\[[^\]]*•/);
  });

  it('records only the fields a command declares: a forwarded request’s extras are not recorded', async () => {
    const user = await api.login('circuit@demo.test');
    await api.call('druidia', 'connect', { token: user, body: { service: 'image' } });
    const sent = await api.call('druidia', 'request', {
      token: user,
      body: {
        service: 'image',
        route: 'image/list',
        apiKey: 'sk_live_abcdefghijklmnop',
        authorization: 'Bearer abcdefghijklmnop',
        pwd: 'hunter2-hunter2',
      },
    });
    expect(sent.status, JSON.stringify(sent.packet.errors)).toBe(200);
    const [entry] = (await changesOf(api.db, "area = 'druidia' AND action = 'request'")).slice(-1);
    expect(entry).toEqual({ service: [null, 'image'], route: [null, 'image/list'] });
  });
});

describe.each(databases())('migration 115 on %s', (database) => {
  let db: Db;
  let drop: () => Promise<void>;
  let before: string;
  beforeAll(async () => {
    ({ db, drop } = await testDatabase(database));
    // The database as it was before the rewrite: every migration up to it.
    before = await mkdtemp(join(tmpdir(), 'migrations-'));
    for (const file of await readdir(MIGRATIONS)) {
      if (file < REWRITE) await cp(join(MIGRATIONS, file), join(before, file));
    }
    await migrate(db, `${before}/`);
  });
  afterAll(async () => {
    await db.close();
    await drop();
    await rm(before, { recursive: true, force: true });
  });

  it('rewrites the entries that hold a hash fragment or a forwarded secret, and nothing else', async () => {
    const insert = (area: string, action: string, changes: unknown) =>
      db.query(`INSERT INTO activity (account_id, ip, area, action, changes) VALUES (1, '::1', $1, $2, $3)`, [
        area,
        action,
        JSON.stringify(changes),
      ]);
    // As the log wrote them before: the last four hex digits of the passhash.
    await insert('user', 'update', {
      passhash: [null, '••••499a'],
      current_passhash: [null, '••••c0de'],
      first_name: [null, 'Ann'],
    });
    await insert('account', 'register', { email: [null, 'a@b.test'], passhash: [null, '••••77f1'] });
    await insert('druidia', 'request', {
      service: [null, 'image'],
      route: [null, 'image/list'],
      apiKey: [null, 'sk_live_abcdefghijklmnop'],
    });
    await insert('contact', 'update', { city: ['Austin', 'Dallas'] });

    await migrate(db);

    expect(await changesOf(db, 'TRUE')).toEqual([
      { passhash: [null, 'changed'], current_passhash: [null, 'changed'], first_name: [null, 'Ann'] },
      { email: [null, 'a@b.test'], passhash: [null, 'changed'] },
      { service: [null, 'image'], route: [null, 'image/list'] },
      { city: ['Austin', 'Dallas'] },
    ]);
    const log = JSON.stringify(await changesOf(db, 'TRUE'));
    for (const fragment of ['499a', 'c0de', '77f1', 'sk_live']) expect(log).not.toContain(fragment);
    // The log is append-only again once the migration is done.
    await expect(db.query("UPDATE activity SET action = 'forged'")).rejects.toThrow(/append-only/);
  });
});
