// A bounded loopback load generator: a fixed number of requests at a fixed concurrency, stopping by itself
// at whichever comes first of the count and the time limit.
export interface LoadResult {
  requests: number;
  failures: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface LoadOptions {
  requests: number;
  concurrency: number;
  maxSeconds: number;
}

export const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function runLoad(send: () => Promise<boolean>, options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  let started = 0;
  const start = performance.now();
  const deadline = start + options.maxSeconds * 1000;
  const worker = async (): Promise<void> => {
    while (started < options.requests && performance.now() < deadline) {
      started += 1;
      const t0 = performance.now();
      const ok = await send().catch(() => false);
      latencies.push(performance.now() - t0);
      if (!ok) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failures,
    seconds,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

export const formatLoad = (label: string, r: LoadResult): string =>
  `${label.padEnd(44)} ${r.perSecond.toFixed(0).padStart(7)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95
    .toFixed(1)
    .padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  (${r.requests} requests, ${r.failures} failed)`;
