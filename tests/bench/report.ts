import type { LoadResult } from './load.ts';
import type { ContactSeed } from './seed-contacts.ts';
import type { SeedResult } from './seed-connections.ts';

export interface ScenarioResult {
  database: string;
  scenario: string;
  result: LoadResult;
  /** CPU ms per request: server process(es), load generator, PostgreSQL's backends (PGlite is in the server). */
  cpu?: { server: number; client: number; database?: number };
}

export interface SeedLine {
  database: string;
  seed: SeedResult;
  count: number;
  contacts: ContactSeed;
}

const row = (cells: string[], widths: number[]): string =>
  cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');

/** The summary table: one line per database and scenario. */
export function formatTable(results: ScenarioResult[]): string {
  const header = [
    'database',
    'scenario',
    'requests',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'failures',
    'CPU ms/req server+db+client',
  ];
  const lines = results.map(({ database, scenario, result, cpu }) => [
    database,
    scenario,
    String(result.requests),
    result.perSecond.toFixed(0),
    result.p50.toFixed(1),
    result.p95.toFixed(1),
    result.p99.toFixed(1),
    String(result.failures),
    cpu ? [cpu.server, cpu.database ?? 0, cpu.client].map((ms) => ms.toFixed(2)).join(' + ') : '',
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((cells) => cells[i]!.length)));
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [row(header, widths), rule, ...lines.map((cells) => row(cells, widths))].join('\n');
}

/** Each end-to-end list run at `clients` next to its database's in-process ceiling for the same list. */
export function formatCeilings(
  runs: { database: string; ceiling: LoadResult; results: ScenarioResult[] }[],
  clients: number,
): string {
  const lines = runs.flatMap(({ database, ceiling, results }) =>
    results
      .filter(({ scenario }) => scenario === `list x${clients}`)
      .map(
        ({ database: server, result }) =>
          `${server.padEnd(28)} end to end ${result.perSecond.toFixed(0).padStart(6)} req/s = ` +
          `${((100 * result.perSecond) / ceiling.perSecond).toFixed(0).padStart(3)}% of the ceiling ` +
          `(${database}: page + count in-process ${ceiling.perSecond.toFixed(0)}/s, p95 ${ceiling.p95.toFixed(1)} ms)`,
      ),
  );
  return [`List at ${clients} clients, end to end against the ceiling:`, ...lines].join('\n');
}

export const formatSeed = ({ database, seed, count, contacts }: SeedLine): string =>
  `${database}: seeded ${seed.rows.toLocaleString('en')} druidia_connections rows ` +
  `(${seed.owners.toLocaleString('en')} bench owners, tokens sealed per row) in ${(seed.ms / 1000).toFixed(2)} s; ` +
  `the filtered list counts ${count.toLocaleString('en')} rows. ` +
  `${contacts.rows.toLocaleString('en')} contacts in ${(contacts.ms / 1000).toFixed(2)} s; ` +
  `the filtered contact list counts ${contacts.inState.toLocaleString('en')} rows`;
