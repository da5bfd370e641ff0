import type { Context, Hono } from 'hono';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { pendingMigrations } from '../db/migrate.ts';
import { mediaStorage } from '../media/storage.ts';
import { RETRY_AFTER_SECONDS } from '../observe/dependency-down.ts';
import { isDraining } from './drain.ts';

interface Check {
  name: string;
  ok: boolean;
  /** What a person needs to know, never a host, a password or a driver's message. */
  state: string;
  ms: number;
}

// A check that does not answer within this long has failed: a load balancer must not wait on a hung one.
const CHECK_TIMEOUT_MS = 3000;
// Readiness is computed at most this often, however often it is asked (it costs a query and an S3 call).
const FRESH_MS = 1000;

async function timed(name: string, probe: () => Promise<string | undefined>, failed: string): Promise<Check> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    const problem = await Promise.race([probe(), timeout]);
    return { name, ok: !problem, state: problem ?? 'up', ms: Math.round(performance.now() - started) };
  } catch {
    return { name, ok: false, state: failed, ms: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
  }
}

function readinessChecks(db: Db, config: Config): Promise<Check[]> {
  return Promise.all([
    timed('database', async () => void (await db.query('SELECT 1')), 'unreachable'),
    timed(
      'migrations',
      async () => {
        const pending = await pendingMigrations(db);
        return pending ? `${pending} pending` : undefined;
      },
      'unknown',
    ),
    ...(config.storage
      ? [timed('storage', async () => void (await mediaStorage(config).exists('readyz')), 'unreachable')]
      : []),
    timed('draining', async () => (isDraining() ? 'shutting down' : undefined), 'unknown'),
  ]);
}

const report = (c: Context, checks: Check[]): Response => {
  const ok = checks.every((check) => check.ok);
  return c.json(
    {
      status: ok ? 'ok' : 'unavailable',
      at: new Date().toISOString(),
      checks: Object.fromEntries(checks.map(({ name, ok: up, state, ms }) => [name, { ok: up, state, ms }])),
    },
    ok ? 200 : 503,
    {
      'Cache-Control': 'no-store',
      ...(ok ? {} : { 'Retry-After': String(RETRY_AFTER_SECONDS) }),
    },
  );
};

/**
 * GET /healthz (the process serves) and GET /readyz (it can serve requests now), for load balancers and
 * orchestrators (docs/operations.md, Health): no session, nothing secret, never cached. Names other tools
 * guess (/health, /ready, /metrics) answer 404 here rather than the console's page, which would read as
 * healthy; metrics have a port of their own (METRICS_PORT).
 */
export function mountHealth(app: Hono, { db, config }: { db: Db; config: Config }): void {
  let latest: { at: number; checks: Promise<Check[]> } | undefined;
  app.get('/healthz', (c) => report(c, [{ name: 'process', ok: true, state: 'up', ms: 0 }]));
  app.get('/readyz', async (c) => {
    // Draining is known at once; the other checks may be a second old.
    if (!latest || Date.now() - latest.at > FRESH_MS || isDraining()) {
      latest = { at: Date.now(), checks: readinessChecks(db, config) };
    }
    return report(c, await latest.checks);
  });
  for (const path of ['/health', '/ready', '/metrics']) {
    app.all(path, (c) =>
      c.text('Not found: health is at /healthz and /readyz', 404, { 'Cache-Control': 'no-store' }),
    );
  }
}
