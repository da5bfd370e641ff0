// npm run bench:api: the list's ceiling in-process, then list and login throughput of the real server
// (its own process or processes) over loopback HTTP, on PGlite and PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../../server/db/db.ts';
import { startPostgres } from './postgres.ts';
import { formatCeilings, formatSeed, formatTable, type ScenarioResult, type SeedLine } from './report.ts';
import { benchDatabase, LIST_CLIENTS, ROWS, type DatabaseRun, type DatabaseTarget } from './run-database.ts';
import { CONTACT_SEARCHES, LIST_LIMIT, LIST_SERVICE } from './scenarios.ts';
import { BENCH_STATE } from './seed-contacts.ts';

// Turn Ctrl-C into a normal exit so the 'exit' hooks stop a throwaway PostgreSQL cluster.
process.once('SIGINT', () => process.exit(130));

const runs: (DatabaseRun & { database: string })[] = [];
const results: ScenarioResult[] = [];
const seeds: SeedLine[] = [];
const errors: string[] = [];

async function run(target: DatabaseTarget): Promise<void> {
  try {
    const outcome = await benchDatabase(target);
    runs.push({ database: target.database, ...outcome });
    results.push(...outcome.results);
    seeds.push(outcome.seed);
    console.log(formatSeed(outcome.seed));
  } catch (error) {
    errors.push(`${target.database}: ${(error as Error).stack ?? String(error)}`);
  }
}

console.log(
  `Bench: POST druidia list (service = '${LIST_SERVICE}', created_at desc, limit ${LIST_LIMIT}) over ` +
    `${ROWS.toLocaleString('en')} rows; POST contact list (state = '${BENCH_STATE}', last_name asc, limit ` +
    `${LIST_LIMIT}) over ${ROWS.toLocaleString('en')} contacts, and searches of them (${Object.values(CONTACT_SEARCHES).join(', ')}); ` +
    `GET user token (login); contact create and update; on 127.0.0.1.`,
);

// A data directory, not memory: production PGlite writes every page to disk before answering.
const dataDir = mkdtempSync(join(tmpdir(), 'console-kit-bench-'));
try {
  await run({
    database: 'PGlite',
    open: () => openDb({ dataDir: join(dataDir, 'pglite') }),
    dataDir,
    workers: [1],
  });

  const postgres = await startPostgres();
  if ('skipped' in postgres) {
    console.log(`PostgreSQL run skipped: ${postgres.skipped}`);
  } else {
    console.log(`PostgreSQL: ${postgres.where}`);
    try {
      const cores = availableParallelism();
      await run({
        database: 'PostgreSQL',
        open: () => openDb({ databaseUrl: postgres.url }),
        dataDir,
        databaseUrl: postgres.url,
        databasePid: postgres.pid,
        workers: cores > 1 ? [1, cores] : [1],
      });
    } finally {
      await postgres.stop();
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\n${formatTable(results)}\n`);
console.log(`${formatCeilings(runs, LIST_CLIENTS)}\n`);
for (const seed of seeds) console.log(formatSeed(seed));
for (const error of errors) console.error(`\nFAILED ${error}`);
const failures = results.reduce((sum, { result }) => sum + result.failures, 0);
if (failures > 0) console.error(`\n${failures} timed requests failed`);
process.exit(errors.length > 0 || failures > 0 ? 1 : 0);
