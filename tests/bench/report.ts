import type { LoadResult } from './load.ts';
import type { SeedResult } from './seed-connections.ts';

export interface ScenarioResult {
  database: string;
  scenario: string;
  result: LoadResult;
}

export interface SeedLine {
  database: string;
  seed: SeedResult;
  count: number;
}

const row = (cells: string[], widths: number[]): string =>
  cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');

/** The summary table: one line per database and scenario. */
export function formatTable(results: ScenarioResult[]): string {
  const header = ['database', 'scenario', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'failures'];
  const lines = results.map(({ database, scenario, result }) => [
    database,
    scenario,
    String(result.requests),
    result.perSecond.toFixed(0),
    result.p50.toFixed(1),
    result.p95.toFixed(1),
    String(result.failures),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((cells) => cells[i]!.length)));
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [row(header, widths), rule, ...lines.map((cells) => row(cells, widths))].join('\n');
}

export const formatSeed = ({ database, seed, count }: SeedLine): string =>
  `${database}: seeded ${seed.rows.toLocaleString('en')} druidia_connections rows ` +
  `(${seed.owners.toLocaleString('en')} bench owners, tokens sealed per row) in ${(seed.ms / 1000).toFixed(2)} s; ` +
  `the filtered list counts ${count.toLocaleString('en')} rows`;
