import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../server/cluster/prepare-database.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { rowCount, sequences, tablesInForeignKeyOrder } from '../../server/db/catalogue.ts';
import { openDb, type Db } from '../../server/db/db.ts';
import { createApp } from '../../server/http/app.ts';
import { loadKeys } from '../../server/keys.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/seed/demo.ts';
import { createTestPostgres, databases, sha256Hex, socketEnv } from './harness.ts';

const run = promisify(execFile);

// Each row in its JSON text, timestamps in UTC, sorted: equal on both sides when every value arrived.
const rowsOf = (db: Db, table: string): Promise<string[]> =>
  db.transaction(async (tx) => {
    await tx.query(`SET LOCAL TimeZone = 'UTC'`);
    const rows = await tx.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM "${table}" t`);
    return rows.map((row) => row.row).sort();
  });
const root = resolve(import.meta.dirname, '../..');

// docs/deploy.md, from one machine to many: the embedded database, seeded as `npm start` seeds it, moved
// by the command an operator runs into a fresh PostgreSQL, which then serves the same sign-in.
describe.runIf(databases().includes('postgres'))('npm run db:move-to-postgres', () => {
  let dataDir: string;
  let config: Config;
  let target: { url: string; drop: () => Promise<void> };
  let embedded: Db;
  let moved: Db;

  const move = () =>
    run(process.execPath, ['--import', 'tsx', 'server/move-to-postgres.ts'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: target.url },
    });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'move-test-'));
    config = { ...loadConfig({}), dataDir };
    const db = await openDb({ dataDir: join(dataDir, 'pglite') });
    await prepareDatabase(db, config, loadKeys(config, {}));
    await db.close();
    target = await createTestPostgres();
  });
  afterAll(async () => {
    await moved?.close();
    await target.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('copies every table and sequence, and the moved database signs a demo user in with the same keys', async () => {
    const { stdout } = await move();
    expect(stdout).toContain('the counts agree');
    expect(stdout).toContain(
      `PASSWORD_PEPPER: give every machine the contents of ${join(dataDir, 'keys/pepper')}`,
    );

    embedded = await openDb({ dataDir: join(dataDir, 'pglite') });
    moved = await openDb({ databaseUrl: target.url });
    const tables = await tablesInForeignKeyOrder(embedded);
    for (const { name } of tables) {
      const rows = await rowCount(embedded, name);
      expect(stdout).toMatch(new RegExp(`^ +${name} +${rows} +${rows}$`, 'm'));
      // The rows themselves, not only their number: no trigger recounted or rewrote them on the way.
      if (name !== 'schema_migrations')
        expect({ name, rows: await rowsOf(moved, name) }).toEqual({
          name,
          rows: await rowsOf(embedded, name),
        });
    }
    expect(await rowCount(moved, 'users')).toBeGreaterThan(0);
    expect(await sequences(moved)).toEqual(await sequences(embedded));

    const app = createApp({
      db: moved,
      config: { ...config, databaseUrl: target.url },
      keys: loadKeys(config, {}),
    });
    const email = DEMO_ACCOUNTS[0]!.users[0]!.email;
    const signIn = () =>
      app.request(
        `/api?module=user&command=token&email=${encodeURIComponent(email)}&passhash=${sha256Hex(DEMO_PASSWORD)}`,
        { headers: { Authorization: `Bearer ${config.siteToken}` } },
        socketEnv('192.0.2.1'),
      );
    const sessionCount = async () =>
      (await moved.query<{ n: number }>('SELECT count(*) AS n FROM sessions'))[0]!.n;
    const before = await sessionCount();
    const packet = (await (await signIn()).json()) as { token?: string };
    expect(packet.token).toEqual(expect.any(String));
    expect(await sessionCount()).toBe(before + 1);
    // A new row of each table with rows takes the next value of its sequence, not one a moved row holds.
    const owned = await moved.query<{ sequence: string; table: string; column: string }>(
      `SELECT s.relname AS sequence, t.relname AS table, a.attname AS column
         FROM pg_depend d
         JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
         JOIN pg_class t ON t.oid = d.refobjid
         JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
        WHERE d.deptype IN ('a', 'i')`,
    );
    const checked: string[] = [];
    for (const { sequence, table, column } of owned) {
      const [{ highest }] = (await moved.query<{ highest: number | null }>(
        `SELECT max("${column}") AS highest FROM "${table}"`,
      )) as [{ highest: number | null }];
      if (highest === null) continue;
      const [{ fresh }] = (await moved.query<{ fresh: number }>(
        `SELECT nextval('"${sequence}"') AS fresh`,
      )) as [{ fresh: number }];
      expect({ table, fresh: fresh > highest }).toEqual({ table, fresh: true });
      checked.push(table);
    }
    expect(checked).toContain('captures');
  }, 120_000);

  const refusal = async (): Promise<string[]> => {
    const failure = (await move().then(
      () => ({ code: 0, stderr: '' }),
      (error: unknown) => error,
    )) as { code: number; stderr: string };
    expect(failure.code).toBe(1);
    return failure.stderr.trim().split('\n');
  };

  it('refuses while another process has the embedded database open (a running console)', async () => {
    expect(await refusal()).toEqual([
      expect.stringMatching(
        /^Not moved: the embedded database in .* is open \(postmaster\.pid\): stop the console first/,
      ),
    ]);
  }, 60_000);

  it('refuses a second run into the now non-empty database with one line, writing nothing', async () => {
    await embedded.close();
    const users = await rowCount(moved, 'users');
    expect(await refusal()).toEqual([
      expect.stringMatching(/^Not moved: the PostgreSQL database at DATABASE_URL is not empty \(rows in /),
    ]);
    expect(await rowCount(moved, 'users')).toBe(users);
  }, 60_000);
});
