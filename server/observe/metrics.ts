import cluster from 'node:cluster';
import { AggregatorRegistry, Counter, Gauge, Histogram, register } from 'prom-client';
import type { Db } from '../db/db.ts';

// The gauges below are read at scrape time from this process's database handle.
let watched: Db | undefined;

/** Has the pool and queue gauges read from `db` (each server process calls it with its own handle). */
export const watchDatabase = (db: Db): void => {
  watched = db;
};

/**
 * Every metric the server exports (docs/operations.md, Metrics), in this process's registry; the primary
 * of a machine adds up its processes' (server/observe/metrics-server.ts). Counters count from the start
 * of the process.
 */
export const requests = new Histogram({
  name: 'console_http_request_duration_seconds',
  help: 'Requests answered, by API module and command (module "http" for other paths) and status',
  labelNames: ['module', 'command', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

export const dbPool = new Gauge({
  name: 'console_db_pool_connections',
  help: 'PostgreSQL connections of the pools: in use by a query, or requests waiting for one',
  labelNames: ['state'] as const,
  collect() {
    const stats = watched?.poolStats?.() ?? { inUse: 0, waiting: 0 };
    this.set({ state: 'in_use' }, stats.inUse);
    this.set({ state: 'waiting' }, stats.waiting);
  },
});

// Every process reads the same queue: the machine's figure is one process's, not their sum.
export const jobs = new Gauge({
  name: 'console_jobs',
  help: 'Jobs in the queue by state, finished ones left out (all machines: every machine reads the same queue)',
  labelNames: ['state'] as const,
  aggregator: 'max',
  // Finished jobs are left out: their count only grows, and counting them costs a scan.
  async collect() {
    if (!watched) return;
    const rows = await watched.query<{ status: string; count: number }>(
      "SELECT status, count(*) AS count FROM jobs WHERE status <> 'done' GROUP BY status",
    );
    this.reset();
    for (const row of rows) this.set({ state: row.status }, row.count);
  },
});

export const oldestJob = new Gauge({
  name: 'console_jobs_oldest_queued_seconds',
  help: 'Age of the oldest job waiting to run (0 when none waits)',
  aggregator: 'max',
  async collect() {
    if (!watched) return;
    const [row] = await watched.query<{ age: number | null }>(
      `SELECT extract(epoch FROM now() - min(run_at))::float8 AS age
         FROM jobs WHERE status = 'queued' AND run_at <= now()`,
    );
    this.set(row?.age ?? 0);
  },
});

export const broadcastDeliveries = new Counter({
  name: 'console_broadcast_deliveries_total',
  help: 'Broadcast messages by channel and outcome (sent; failed: refused for good; retried: the channel was down)',
  labelNames: ['channel', 'outcome'] as const,
});

export const webhookEvents = new Counter({
  name: 'console_webhook_events_total',
  help: 'Stripe webhook deliveries received, by outcome (accepted, refused)',
  labelNames: ['outcome'] as const,
});

export const loginFailures = new Counter({
  name: 'console_login_failures_total',
  help: 'Sign-ins refused, by reason (password: wrong email or password; second_factor: wrong or spent code; passkey: a passkey alone not accepted; throttled: too many attempts)',
  labelNames: ['reason'] as const,
});

export const renditionsMade = new Counter({
  name: 'console_media_renditions_made_total',
  help: 'Image renditions made (first requests of a size and format; cached ones are not counted)',
  labelNames: ['format'] as const,
});

// A worker answers its primary's requests for its metrics (server/observe/metrics-server.ts) only once it
// has made an AggregatorRegistry of its own: prom-client adds its message listener there.
if (cluster.isWorker) new AggregatorRegistry();

export { register };
