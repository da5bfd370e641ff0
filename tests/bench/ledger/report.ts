import type { Latency, LedgerLoadResult } from './run.ts';

const ms = (value: number): string => value.toFixed(1).padStart(7);
const line = (label: string, latency: Latency): string =>
  `  ${label.padEnd(8)} ${String(latency.count).padStart(7)}  p50 ${ms(latency.p50)} ms  p95 ${ms(latency.p95)} ms  p99 ${ms(latency.p99)} ms`;

/** One run: throughput and latency per operation, then errors and the ledger check, first few in full. */
export function formatLedgerResult(result: LedgerLoadResult): string {
  const lines = [
    `${result.label}: ${result.perSecond.toFixed(0)} operations/s over ${result.seconds.toFixed(1)} s`,
    line('all', result.all),
    ...Object.entries(result.byOperation).map(([operation, latency]) => line(operation, latency)),
    `  errors: ${result.errors.length}; ledger check: ${result.problems.length} lost, unknown or foreign rows` +
      (result.restartMs === undefined
        ? ''
        : `; restart after kill -9 in ${(result.restartMs / 1000).toFixed(1)} s, ${result.unanswered} requests unanswered meanwhile` +
          `; ${result.around!.before.toFixed(0)} operations/s before the kill, ${result.around!.after.toFixed(0)} after the restart`),
    ...[...result.errors, ...result.problems].slice(0, 10).map((problem) => `    ${problem}`),
  ];
  return lines.join('\n');
}
