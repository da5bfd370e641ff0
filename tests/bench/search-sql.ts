// npx tsx tests/bench/search-sql.ts [pglite|postgres] [--explain] [--no-analyze] [--sort FIELD]: the database
// time of the contact list's three searches over 100,000 contacts (tests/bench/scenarios.ts
// CONTACT_SEARCHES), one client: each search is sent once through the app to record the SQL listRows
// writes, then that SQL is run on its own, median (and p95) wall ms of RUNS after WARM_UP. With --explain,
// EXPLAIN (ANALYZE, BUFFERS) of each. --no-analyze leaves the tables without statistics, as an embedded
// database always is (PGlite runs no autovacuum); --sort lists in another order than by last name; --search
// times that one search instead.
import { randomBytes } from 'node:crypto';
import { createSession } from '../../server/auth/sessions.ts';
import { loadConfig } from '../../server/config.ts';
import { openDb, type Db } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createApp } from '../../server/http/app.ts';
import { DEMO_ACCOUNTS, seedDemo } from '../../server/seed/demo.ts';
import { startPostgres } from './postgres.ts';
import { treeCpuMs } from './process-cpu.ts';
import { CONTACT_SEARCHES, LIST_LIMIT } from './scenarios.ts';
import { seedContacts } from './seed-contacts.ts';

const ROWS = 100_000;
const WARM_UP = 10;
const RUNS = 100;
const option = (name: string): string | undefined =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
const SORT = option('--sort') ?? 'last_name';
const SEARCHES: Record<string, string> = option('--search')
  ? { word: option('--search')! }
  : CONTACT_SEARCHES;

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** CPU ms used so far by the database: PostgreSQL's processes, or this process (PGlite runs in it). */
let databaseCpuMs = (): number => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

async function measure(db: Db): Promise<void> {
  await migrate(db);
  const keys = { pepper: randomBytes(32), secrets: randomBytes(32) };
  await seedDemo(db, keys);
  await seedContacts(db, ROWS);
  if (!process.argv.includes('--no-analyze')) await db.query('ANALYZE');
  const [user] = await db.query<{ user_id: number }>('SELECT user_id FROM users WHERE email = $1', [
    DEMO_ACCOUNTS[0].users[0].email,
  ]);
  const token = await createSession(db, user!.user_id, { ip: '127.0.0.1' });
  let recorded: { sql: string; params: unknown[] }[] = [];
  const recording: Db = Object.create(db) as Db;
  recording.query = (sql, params) => {
    if (/\bcontacts\b/.test(sql)) recorded.push({ sql, params: params ?? [] });
    return db.query(sql, params);
  };
  const app = createApp({ db: recording, config: loadConfig({}), keys });
  for (const [name, search] of Object.entries(SEARCHES)) {
    recorded = [];
    const response = await app.request('/api?module=contact&command=list', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        search,
        sort: SORT,
        order: 'asc',
        page: 1,
        limit: LIST_LIMIT,
        count_up_to: 10_000,
      }),
    });
    const body = (await response.json()) as { payload?: { count?: number } };
    const statements = [...recorded];
    const run = () => Promise.all(statements.map(({ sql, params }) => db.query(sql, params)));
    for (let i = 0; i < WARM_UP; i++) await run();
    const times: number[] = [];
    const cpuBefore = databaseCpuMs();
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    const cpu = (databaseCpuMs() - cpuBefore) / RUNS;
    console.log(
      `${name.padEnd(6)} ${search.padEnd(20)} count ${String(body.payload?.count).padStart(5)}, ${statements.length} statement(s): ` +
        `median ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, database CPU ${cpu.toFixed(2)} ms each`,
    );
    if (process.argv.includes('--explain')) {
      for (const { sql, params } of statements) {
        console.log(sql);
        const plan = await db.query<Record<string, string>>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
        console.log(plan.map((row) => Object.values(row)[0]).join('\n'));
      }
    }
  }
}

const database = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
if (database === 'pglite') {
  const db = await openDb({ memory: true });
  await measure(db).finally(() => db.close());
} else {
  const postgres = await startPostgres();
  if ('skipped' in postgres) throw new Error(`PostgreSQL: ${postgres.skipped}`);
  const db = await openDb({ databaseUrl: postgres.url });
  if (postgres.pid) databaseCpuMs = () => treeCpuMs(postgres.pid!);
  await measure(db).finally(async () => {
    await db.close();
    await postgres.stop();
  });
}
process.exit(0);
