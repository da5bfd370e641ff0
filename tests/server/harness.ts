import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { packetSchema, type Packet } from '../../lib/protocol/packet.ts';
import { DEFINITIONS } from '../../lib/resources/registry.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { openDb, type Db } from '../../server/db/db.ts';
import { createApp } from '../../server/http/app.ts';
import { handlerSets } from '../../server/http/modules.ts';
import type { Keys } from '../../server/keys.ts';
import { seedDemo } from '../../server/seed/demo.ts';
import { seedMedia } from '../../server/seed/media.ts';

export type TestDatabase = 'pglite' | 'postgres';

/** The databases the server tests run on here: PGlite always, PostgreSQL when the global setup has one. */
export const databases = (): TestDatabase[] => (inject('postgresUrl') ? ['pglite', 'postgres'] : ['pglite']);

export interface CallOptions {
  method?: string;
  token?: string;
  /** An object is sent as JSON; a string is sent as it is (malformed JSON tests). */
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** The socket peer the server sees (app.request has no socket); 192.0.2.1 unless told. */
  ip?: string;
  /** The app that answers: another process's on the same database (`twin`), else the test's own. */
  app?: Pick<ReturnType<typeof createApp>, 'request'>;
}

/** What @hono/node-server hands the app as its env: the socket, of which the server reads the peer address. */
export const socketEnv = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });

export interface CallResult {
  status: number;
  packet: Packet;
  response: Response;
}

export const DEMO_PASSWORD = 'demo-password';
export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A fresh PostgreSQL database on the test cluster (a copy of `template` when named), and how to drop it. */
export async function createTestPostgres(
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('postgresUrl');
  if (!adminUrl) throw new Error('PostgreSQL is not available in this run');
  // One database per test file, so files run in parallel on one cluster.
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** The migrated PGlite data directory of the global setup (tests/server/pglite-setup.ts). */
const migratedPglite = async (): Promise<Blob> => new Blob([await readFile(inject('pgliteTemplate'))]);

/**
 * A database of that kind (with its connection string on PostgreSQL), and how to drop it: empty, or a copy
 * of the global setup's migrated template, which is the same as migrating an empty one without its cost.
 */
export async function testDatabase(
  database: TestDatabase,
  start: 'empty' | 'migrated' = 'empty',
): Promise<{ db: Db; url?: string; drop: () => Promise<void> }> {
  if (database === 'pglite') {
    const loadDataDir = start === 'migrated' ? await migratedPglite() : undefined;
    return { db: await openDb({ memory: true, loadDataDir }), drop: async () => undefined };
  }
  const template = start === 'migrated' ? (inject('postgresTemplate') ?? undefined) : undefined;
  const { url, drop } = await createTestPostgres(template);
  return { db: await openDb({ databaseUrl: url }), url, drop };
}

const methodOf = (module: string, command: string): string =>
  handlerSets.find((set) => set.commands[command]?.module === module)?.commands[command]?.method ?? 'GET';

/** The app on a fresh, migrated, demo-seeded database, driven through app.request() (no port). */
export async function startTestApi(options: { database: TestDatabase; config?: Partial<Config> }) {
  const { db, url: databaseUrl, drop } = await testDatabase(options.database, 'migrated');
  // Stored media go to a throwaway DATA_DIR unless the test chose one (and then cleans it itself).
  const ownDataDir = options.config?.dataDir ? undefined : await mkdtemp(join(tmpdir(), 'api-test-'));
  const config: Config = {
    ...loadConfig({}),
    // Tests reach nothing off this machine: a domain check that no test points elsewhere (the fuzz test
    // calls account/verify_domain too) meets a closed loopback port instead of the named domain.
    domainVerificationUrl: 'https://127.0.0.1:9/{domain}/.well-known/console-domain-verification.txt',
    ...(ownDataDir ? { dataDir: ownDataDir } : {}),
    // Tests change sessions and users in SQL, as another process would: each request reads its session
    // anew unless a test turns reuse on (tests/server/session-reuse.test.ts).
    sessionRecheckMs: 0,
    ...options.config,
  };
  const keys: Keys = { pepper: randomBytes(32), secrets: randomBytes(32) };
  await seedDemo(db, keys);
  await seedMedia(db, config);
  const app = createApp({ db, config, keys });

  async function call(module: string, command: string, opts: CallOptions = {}): Promise<CallResult> {
    const url = new URL('http://localhost/api');
    url.searchParams.set('module', module);
    url.searchParams.set('command', command);
    for (const [key, value] of Object.entries(opts.query ?? {})) url.searchParams.set(key, value);
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.body !== undefined) {
      body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const response = await (opts.app ?? app).request(
      url.pathname + url.search,
      { method: opts.method ?? methodOf(module, command), headers, body },
      socketEnv(opts.ip ?? '192.0.2.1'),
    );
    // A streamed reply (a CSV export, NDJSON) is no packet: it stands for a plain success.
    const packet = response.headers.get('content-type')?.startsWith('application/json')
      ? (packetSchema.parse(await response.clone().json()) as Packet)
      : { error: false, errors: [] };
    return { status: response.status, packet, response };
  }

  /** A second server process on the same PostgreSQL database (its own pool, the same keys): two machines. */
  async function twin(): Promise<{ call: typeof call; close: () => Promise<void> }> {
    if (!databaseUrl) throw new Error('Only PostgreSQL is shared by two processes');
    const twinDb = await openDb({ databaseUrl });
    const twinApp = createApp({ db: twinDb, config, keys });
    return {
      call: (module, command, opts = {}) => call(module, command, { ...opts, app: twinApp }),
      close: () => twinDb.close(),
    };
  }

  async function login(email: string, password = DEMO_PASSWORD): Promise<string> {
    const { packet } = await call('user', 'token', {
      token: config.siteToken,
      body: { email, passhash: sha256Hex(password) },
    });
    if (!packet.token) throw new Error(`login failed for ${email}: ${JSON.stringify(packet.errors)}`);
    return packet.token;
  }

  /** Each demo user's session token by email, signed in one after another (as the throttles expect). */
  async function logins(emails: readonly string[]): Promise<Record<string, string>> {
    const tokens: Record<string, string> = {};
    for (const email of emails) tokens[email] = await login(email);
    return tokens;
  }

  /** Every user's id by email, for tests that act on the demo users. */
  async function userIds(): Promise<Record<string, number>> {
    const rows = await db.query<{ email: string; user_id: number }>('SELECT email, user_id FROM users');
    return Object.fromEntries(rows.map((row) => [row.email, row.user_id]));
  }

  /** A record's stored updated_at, which an update must send (docs/behaviour.md#conflicts): the version read. */
  async function versionOf(area: string, id: unknown): Promise<string> {
    const resource = DEFINITIONS.find((definition) => definition.name === area);
    if (!resource) throw new Error(`no area ${area}`);
    const [row] = await db.query<{ at: string }>(
      `SELECT to_json(updated_at) #>> '{}' AS at FROM ${resource.table} WHERE "${resource.idKey}" = $1`,
      [id],
    );
    if (!row) throw new Error(`no ${area} ${String(id)}`);
    return row.at;
  }

  return {
    app,
    db,
    config,
    keys,
    call,
    twin,
    login,
    logins,
    userIds,
    versionOf,
    close: async () => {
      await db.close();
      await drop();
      if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
    },
  };
}

export type TestApi = Awaited<ReturnType<typeof startTestApi>>;
