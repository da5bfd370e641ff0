// What one cold page load did, read from the page's own resource timing (tests/bench/ui.bench.ts).

export interface Fetched {
  name: string;
  start: number;
  end: number;
}

/**
 * How many scripts had to wait for another one: a script is in wave n + 1 when it was asked for only after
 * a script of wave n had arrived (its importer, most likely). One wave means the page named every chunk
 * it needed up front (modulepreload), which is as parallel as a page gets.
 */
export function chunkWaves(scripts: readonly Fetched[]): number {
  const ordered = [...scripts].sort((a, b) => a.start - b.start);
  const wave = new Map<Fetched, number>();
  for (const script of ordered) {
    const before = ordered.filter((other) => other !== script && other.end <= script.start);
    wave.set(script, 1 + Math.max(0, ...before.map((other) => wave.get(other) ?? 0)));
  }
  return Math.max(0, ...wave.values());
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
