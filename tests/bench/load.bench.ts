// npm run bench:load: LOAD_CLIENTS clients (default 50) of two accounts for LOAD_SECONDS (default 60) on
// PGlite, PostgreSQL, and two machines on PostgreSQL behind nginx (docs/deploy.md), each run twice:
// undisturbed, then with a server killed by -9 halfway. LOAD_DATABASES=pglite,postgres,postgres-2machines
// picks among them. Everything stays on 127.0.0.1.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runLedgerLoad, type LedgerLoadOptions, type LedgerLoadResult } from './ledger/run.ts';
import { formatLedgerResult } from './ledger/report.ts';
import { startPostgres } from './postgres.ts';

process.once('SIGINT', () => process.exit(130));

const number = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const seconds = number('LOAD_SECONDS', 60);
const clients = number('LOAD_CLIENTS', 50);
const databases = (process.env.LOAD_DATABASES ?? 'pglite,postgres,postgres-2machines').split(',');

const results: LedgerLoadResult[] = [];
async function both(base: Omit<LedgerLoadOptions, 'crash' | 'label' | 'clients' | 'seconds'>, label: string) {
  for (const crash of [false, true]) {
    const result = await runLedgerLoad({
      ...base,
      label: `${label}${crash ? ', kill -9 halfway' : ''}`,
      clients,
      seconds,
      crash,
    });
    console.log(formatLedgerResult(result));
    results.push(result);
  }
}

console.log(`Load: ${clients} clients, ${seconds} s per run, reads, lists, creates, updates and deletes.`);
const dataDir = mkdtempSync(join(tmpdir(), 'console-kit-load-'));
try {
  if (databases.includes('pglite')) await both({ dataDir }, 'PGlite');
  if (databases.includes('postgres') || databases.includes('postgres-2machines')) {
    const postgres = await startPostgres();
    if ('skipped' in postgres) console.log(`PostgreSQL run skipped: ${postgres.skipped}`);
    else {
      try {
        if (databases.includes('postgres')) await both({ dataDir, databaseUrl: postgres.url }, 'PostgreSQL');
        if (databases.includes('postgres-2machines')) {
          await both(
            { dataDir, databaseUrl: postgres.url, machines: 2 },
            'PostgreSQL, 2 machines behind nginx',
          );
        }
      } finally {
        await postgres.stop();
      }
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
// The runs side by side: one machine against two behind nginx.
console.log('\nSummary (operations/s, latency of all operations, lost or foreign rows):');
for (const result of results) {
  const { p50, p95, p99 } = result.all;
  console.log(
    `  ${result.label.padEnd(52)} ${result.perSecond.toFixed(0).padStart(6)} ops/s  p50 ${p50.toFixed(1)} ms` +
      `  p95 ${p95.toFixed(1)} ms  p99 ${p99.toFixed(1)} ms  ${result.problems.length} lost/foreign, ` +
      `${result.errors.length} errors`,
  );
}
const failed = results.filter((result) => result.errors.length > 0 || result.problems.length > 0);
process.exit(failed.length > 0 ? 1 : 0);
