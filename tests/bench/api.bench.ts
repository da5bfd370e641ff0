// npm run bench:api: list and login throughput of the real API over loopback HTTP, on PGlite and PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb, type Db } from '../../server/db/db.ts';
import { startPostgres } from './postgres.ts';
import { formatSeed, formatTable, type ScenarioResult, type SeedLine } from './report.ts';
import { benchDatabase, ROWS } from './run-database.ts';
import { LIST_LIMIT, LIST_SERVICE } from './scenarios.ts';

// Turn Ctrl-C into a normal exit so the 'exit' hooks stop a throwaway PostgreSQL cluster.
process.once('SIGINT', () => process.exit(130));

const results: ScenarioResult[] = [];
const seeds: SeedLine[] = [];
const errors: string[] = [];

async function run(database: string, open: () => Promise<Db>): Promise<void> {
  const opened = performance.now();
  let db: Db | undefined;
  try {
    db = await open();
    console.log(`${database}: open in ${Math.round(performance.now() - opened)} ms`);
    const outcome = await benchDatabase(database, db);
    results.push(...outcome.results);
    seeds.push(outcome.seed);
    console.log(formatSeed(outcome.seed));
  } catch (error) {
    errors.push(`${database}: ${(error as Error).stack ?? String(error)}`);
  } finally {
    await db?.close();
  }
}

console.log(
  `Bench: POST druidia list (service = '${LIST_SERVICE}', created_at desc, limit ${LIST_LIMIT}) over ` +
    `${ROWS.toLocaleString('en')} rows, and GET user token (login), through fetch on 127.0.0.1.`,
);

// A data directory, not memory: production PGlite writes every page to disk before answering.
const dataDir = mkdtempSync(join(tmpdir(), 'console-kit-bench-pglite-'));
try {
  await run('PGlite', () => openDb({ dataDir: join(dataDir, 'pglite') }));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const postgres = await startPostgres();
if ('skipped' in postgres) {
  console.log(`PostgreSQL run skipped: ${postgres.skipped}`);
} else {
  console.log(`PostgreSQL: ${postgres.where}`);
  try {
    await run('PostgreSQL', () => openDb({ databaseUrl: postgres.url }));
  } finally {
    await postgres.stop();
  }
}

console.log(`\n${formatTable(results)}\n`);
for (const seed of seeds) console.log(formatSeed(seed));
for (const error of errors) console.error(`\nFAILED ${error}`);
const failures = results.reduce((sum, { result }) => sum + result.failures, 0);
if (failures > 0) console.error(`\n${failures} timed requests failed`);
process.exit(errors.length > 0 || failures > 0 ? 1 : 0);
