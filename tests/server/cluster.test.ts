import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireLease, electedWork, releaseLease } from '../../server/cluster/lease.ts';
import { prepareDatabase } from '../../server/cluster/prepare-database.ts';
import { sharedKeysProblem } from '../../server/cluster/shared-keys.ts';
import { loadConfig } from '../../server/config.ts';
import { openDb, type Db } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createTestPostgres, databases, type TestDatabase } from './harness.ts';
import { tempDataDir } from './media-fixture.ts';

const run = promisify(execFile);
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function freshDb(database: TestDatabase): Promise<{ db: Db; url?: string }> {
  if (database === 'pglite') {
    const db = await openDb({ memory: true });
    cleanups.push(() => db.close());
    return { db };
  }
  const { url, drop } = await createTestPostgres();
  const db = await openDb({ databaseUrl: url });
  cleanups.push(async () => {
    await db.close();
    await drop();
  });
  return { db, url };
}

// A lease whose holder stopped renewing, as a dead holder's does once its time runs out.
const expire = (db: Db, name: string) =>
  db.query(`UPDATE cluster_leases SET expires_at = now() - interval '1 second' WHERE name = $1`, [name]);

const quiet = { info: () => undefined, error: () => undefined };

describe.each(databases())('leases on %s', (database) => {
  // One migrated database for the file's lease tests (each uses lease names of its own): PGlite and the
  // migrations take seconds, more on a busy machine.
  let db: Db;
  beforeAll(async () => {
    db = (await freshDb(database)).db;
    await migrate(db);
  });

  it('has one holder at a time: renewed by it, refused to others until it expires or is released', async () => {
    expect(await acquireLease(db, 'sweep', 'a', 30)).toBe(true);
    expect(await acquireLease(db, 'sweep', 'b', 30)).toBe(false);
    expect(await acquireLease(db, 'sweep', 'a', 30)).toBe(true);
    expect(await acquireLease(db, 'other', 'b', 30)).toBe(true);
    await expire(db, 'sweep');
    expect(await acquireLease(db, 'sweep', 'b', 30)).toBe(true);
    expect(await acquireLease(db, 'sweep', 'a', 30)).toBe(false);
    await releaseLease(db, 'sweep', 'a');
    expect(await acquireLease(db, 'sweep', 'a', 30)).toBe(false);
    await releaseLease(db, 'sweep', 'b');
    expect(await acquireLease(db, 'sweep', 'a', 30)).toBe(true);
  });

  it('runs elected work in one process only, and another takes over when the holder dies', async () => {
    const runs: string[] = [];
    // Each "process" reaches the database through a handle of its own, which a kill cuts off for good.
    const member = (holder: string) => {
      let dead = false;
      let queries = 0;
      const handle: Db = {
        ...db,
        query: <T>(sql: string, params?: unknown[]) => {
          if (dead) return Promise.reject(new Error('killed'));
          queries += 1;
          return db.query<T>(sql, params);
        },
      };
      const stop = electedWork(
        handle,
        { name: 'job', everyMs: 60_000, run: async () => void runs.push(holder) },
        { seconds: 1, holder, log: quiet },
      );
      return { stop, kill: () => (dead = true), queries: () => queries };
    };
    const a = member('a');
    await expect.poll(() => runs).toEqual(['a']);
    const b = member('b');
    // B checks every third of a second; after several checks it has still not run: A holds the lease.
    // Four checks take a second when the machine is idle: the poll's default second was a race under load.
    await expect.poll(() => b.queries(), { timeout: 5000 }).toBeGreaterThanOrEqual(4);
    expect(runs).toEqual(['a']);
    // A dies (no release, no renewal): B takes the lease once it has expired, and runs the work.
    a.kill();
    await expect.poll(() => runs, { timeout: 5000 }).toEqual(['a', 'b']);
    expect(await db.query(`SELECT holder FROM cluster_leases WHERE name = 'job'`)).toEqual([{ holder: 'b' }]);
    await b.stop();
    await a.stop();
    expect(await db.query(`SELECT * FROM cluster_leases WHERE name = 'job'`)).toEqual([]);
  });
});

describe.runIf(databases().includes('postgres'))('machines starting together on one fresh PostgreSQL', () => {
  it('migrate and seed once, under the lock, and all come up on one schema', async () => {
    const { url } = await freshDb('postgres');
    const dataDir = await tempDataDir();
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const config = { ...loadConfig({}), dataDir };
    const keys = { pepper: randomBytes(32), secrets: randomBytes(32) };
    const machines = await Promise.all(
      Array.from({ length: 4 }, () => openDb({ databaseUrl: url!, poolSize: 2 })),
    );
    cleanups.push(() => Promise.all(machines.map((db) => db.close())));
    const results = await Promise.all(machines.map((db) => prepareDatabase(db, config, keys)));
    expect(results.filter((result) => result.seeded)).toHaveLength(1);
    const files = (await readdir(fileURLToPath(new URL('../../server/db/migrations/', import.meta.url))))
      .filter((file) => file.endsWith('.sql'))
      .sort();
    const [db] = machines;
    const applied = await db!.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(applied.map((row) => row.name)).toEqual(files);
    const accounts = await db!.query<{ n: number }>('SELECT count(*)::int AS n FROM accounts');
    const seededAccounts = await machines[1]!.query<{ n: number }>(
      'SELECT count(DISTINCT account_name)::int AS n FROM accounts',
    );
    expect(accounts[0]!.n).toBe(seededAccounts[0]!.n);
    // The demo seed hashes a password and makes photos: seconds, more on a busy machine.
  }, 60_000);
});

describe.runIf(databases().includes('postgres'))('connections', () => {
  it('prepare named statements by default, and none with DB_PREPARED_STATEMENTS=off (PgBouncer)', async () => {
    const { url } = await freshDb('postgres');
    const named = async (preparedStatements: boolean) => {
      const db = await openDb({ databaseUrl: url!, poolSize: 1, preparedStatements });
      try {
        await db.query('SELECT $1::int AS n', [1]);
        const [row] = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE 'SELECT $1::int%'`,
        );
        return row!.n;
      } finally {
        await db.close();
      }
    };
    expect(await named(true)).toBe(1);
    expect(await named(false)).toBe(0);
  });
});

describe('the pool settings', () => {
  it('are sized by DB_POOL_SIZE (10 by default) and switched by DB_PREPARED_STATEMENTS', () => {
    expect(loadConfig({}).dbPoolSize).toBe(10);
    expect(loadConfig({ DB_POOL_SIZE: '4', DB_PREPARED_STATEMENTS: 'off' })).toMatchObject({
      dbPoolSize: 4,
      dbPreparedStatements: false,
    });
    expect(() => loadConfig({ DB_PREPARED_STATEMENTS: 'no' })).toThrow(
      'DB_PREPARED_STATEMENTS must be on or off',
    );
    expect(() => loadConfig({ DB_POOL_SIZE: '0' })).toThrow('DB_POOL_SIZE must be a positive integer');
  });
});

describe('keys with DATABASE_URL', () => {
  it('stop a server that lacks them before it touches the database, saying how to make them', async () => {
    const refused = run(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: resolve(import.meta.dirname, '../..'),
      env: {
        ...process.env,
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
        PASSWORD_PEPPER: '',
        SECRETS_KEY: '',
      },
    });
    await expect(refused).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('PASSWORD_PEPPER and SECRETS_KEY must be set too'),
    });
  }, 60_000);

  it('are required from the environment, with how to make them', () => {
    expect(sharedKeysProblem({})).toBeUndefined();
    expect(sharedKeysProblem({ PASSWORD_PEPPER: 'x' })).toBeUndefined();
    const problem = sharedKeysProblem({ DATABASE_URL: 'postgres://db/app', SECRETS_KEY: 'k' });
    expect(problem).toContain('With DATABASE_URL set, PASSWORD_PEPPER must be set too');
    expect(problem).toContain("randomBytes(32).toString('base64')");
    expect(sharedKeysProblem({ DATABASE_URL: 'postgres://db/app' })).toContain(
      'PASSWORD_PEPPER and SECRETS_KEY must be set too',
    );
    expect(
      sharedKeysProblem({ DATABASE_URL: 'postgres://db/app', PASSWORD_PEPPER: 'p', SECRETS_KEY: 'k' }),
    ).toBeUndefined();
  });
});
