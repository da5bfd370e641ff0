import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig, type Config } from '../../server/config.ts';
import { openDb, type Db } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createApp } from '../../server/http/app.ts';
import { parseTrustedProxies } from '../../server/http/client-ip.ts';
import { parseStorageUrl } from '../../server/media/storage-url.ts';
import { register } from '../../server/observe/metrics.ts';
import { seedDemo } from '../../server/seed/demo.ts';
import { startS3Server, type S3Server } from '../s3-server.ts';
import { startTcpGate, type TcpGate } from '../tcp-gate.ts';
import {
  createTestPostgres,
  databases,
  sha256Hex,
  socketEnv,
  startTestApi,
  type TestApi,
} from './harness.ts';
import { captureLogs } from './log-capture.ts';

// docs/operations.md, Health and Logs: what a load balancer and an operator see.

interface Readiness {
  status: string;
  checks: Record<string, { ok: boolean; state: string; ms: number }>;
}

describe.each(databases())('health, readiness and request ids on %s', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ database, config: { trustedProxies: parseTrustedProxies('10.0.0.1') } });
  });
  afterAll(() => api.close());

  it('answers /healthz and /readyz in JSON, uncached, with no session', async () => {
    const health = await api.app.request('/healthz');
    expect(health.status).toBe(200);
    expect(health.headers.get('Cache-Control')).toBe('no-store');
    expect(await health.json()).toMatchObject({ status: 'ok', checks: { process: { ok: true } } });
    const ready = await api.app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('Cache-Control')).toBe('no-store');
    const body = (await ready.json()) as Readiness;
    expect(body.status).toBe('ok');
    expect(Object.keys(body.checks).sort()).toEqual(['database', 'draining', 'migrations']);
    expect(body.checks.database).toMatchObject({ ok: true, state: 'up' });
  });

  it('answers the names other tools guess with 404, not the console page', async () => {
    for (const path of ['/health', '/ready', '/metrics']) {
      const response = await api.app.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Content-Type'), path).not.toMatch(/html/);
    }
  });

  it('gives every request an id, and believes one only from a trusted proxy', async () => {
    const own = await api.app.request('/healthz', {}, socketEnv('192.0.2.1'));
    expect(own.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    const spoofed = await api.app.request(
      '/healthz',
      { headers: { 'X-Request-Id': 'from-anyone' } },
      socketEnv('192.0.2.1'),
    );
    expect(spoofed.headers.get('X-Request-Id')).not.toBe('from-anyone');
    const proxied = await api.app.request(
      '/healthz',
      { headers: { 'X-Request-Id': 'nginx-7f3a' } },
      socketEnv('10.0.0.1'),
    );
    expect(proxied.headers.get('X-Request-Id')).toBe('nginx-7f3a');
    const mangled = await api.app.request(
      '/healthz',
      { headers: { 'X-Request-Id': 'a b\tc' } },
      socketEnv('10.0.0.1'),
    );
    expect(mangled.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs each request with its id, caller, status and time, and never a query string', async () => {
    const logs = captureLogs();
    try {
      const passhash = sha256Hex('demo-password');
      const token = await api.login('group@demo.test');
      const { response } = await api.call('user', 'read', { token, query: {} });
      const id = response.headers.get('X-Request-Id')!;
      const text = logs.text();
      expect(text).toMatch(
        new RegExp(
          `reqId: '${id}',[^}]*method: 'GET',[^}]*path: '/api',[^}]*module: 'user',[^}]*command: 'read',[^}]*status: \\d+,[^}]*ms: [\\d.]+,[^}]*accountId: \\d+,[^}]*userId: \\d+`,
        ),
      );
      expect(text).toContain("command: 'token'");
      // A read that succeeded is a debug line; a sign-in and a refusal keep theirs at info (docs/operations.md).
      expect(text).toMatch(/^info \{[^}]*command: 'token'/m);
      expect(text).toMatch(/^info \{[^}]*command: 'read',\s*status: 400/m);
      await api.call('user', 'list', { token, body: {} });
      expect(logs.text()).toMatch(/^debug \{[^}]*command: 'list',\s*status: 200/m);
      expect(text).not.toContain(passhash);
      expect(text).not.toContain(token);
      expect(text).not.toContain('?');
    } finally {
      logs.restore();
    }
  });

  it('counts requests by module, command and status in the metrics', async () => {
    const count = async (): Promise<number> => {
      const text = await register.metrics();
      const line =
        /console_http_request_duration_seconds_count\{module="user",command="read",status="401"\} (\d+)/.exec(
          text,
        );
      return Number(line?.[1] ?? 0);
    };
    const before = await count();
    for (let i = 0; i < 3; i += 1) await api.call('user', 'read', { query: {} });
    expect(await count()).toBe(before + 3);
    const text = await register.metrics();
    for (const name of [
      'console_db_pool_connections',
      'console_jobs',
      'console_jobs_oldest_queued_seconds',
      'console_broadcast_deliveries_total',
      'console_webhook_events_total',
      'console_login_failures_total',
      'console_media_renditions_made_total',
    ])
      expect(text, name).toContain(`# TYPE ${name} `);
  });

  it('counts failed sign-ins', async () => {
    const failures = async (): Promise<number> =>
      Number(
        /console_login_failures_total\{reason="password"\} (\d+)/.exec(await register.metrics())?.[1] ?? 0,
      );
    const before = await failures();
    await api.call('user', 'token', {
      token: api.config.siteToken,
      body: { email: 'group@demo.test', passhash: sha256Hex('wrong') },
    });
    expect(await failures()).toBe(before + 1);
  });
});

// The database going away and coming back, through a gate in front of PostgreSQL (PGlite is in-process).
describe.skipIf(!databases().includes('postgres'))('a database outage on postgres', () => {
  let db: Db;
  let gate: TcpGate;
  let drop: () => Promise<void>;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    const test = await createTestPostgres();
    drop = test.drop;
    const url = new URL(test.url);
    gate = await startTcpGate(Number(url.port));
    url.port = String(gate.port);
    db = await openDb({ databaseUrl: url.href });
    await migrate(db);
    const keys = { pepper: randomBytes(32), secrets: randomBytes(32) };
    await seedDemo(db, keys);
    app = createApp({ db, config: loadConfig({}), keys });
  });
  afterAll(async () => {
    gate.restore();
    await db.close();
    await gate.close();
    await drop();
  });

  const readiness = async () => {
    const response = await app.request('/readyz');
    return { status: response.status, body: (await response.json()) as Readiness, response };
  };
  const signIn = () =>
    app.request(
      `/api?module=user&command=token&email=group%40demo.test&passhash=${sha256Hex('demo-password')}`,
      { headers: { Authorization: 'Bearer demo-site' } },
      socketEnv('192.0.2.1'),
    );

  it('is not ready and answers 503 with Retry-After while the database is down, logged once', async () => {
    expect((await signIn()).status).toBe(200);
    const logs = captureLogs();
    gate.cut();
    try {
      await vi.waitFor(async () => expect((await readiness()).status).toBe(503), { timeout: 15_000 });
      const { body, response } = await readiness();
      expect(body.checks.database).toMatchObject({ ok: false, state: 'unreachable' });
      expect(response.headers.get('Retry-After')).toBe('5');
      for (let i = 0; i < 5; i += 1) {
        const refused = await signIn();
        expect(refused.status).toBe(503);
        expect(refused.headers.get('Retry-After')).toBe('5');
        const packet = (await refused.json()) as { errors: { title: string; requestId?: string }[] };
        expect(packet.errors[0]).toMatchObject({
          title: 'Service Unavailable',
          requestId: refused.headers.get('X-Request-Id'),
        });
      }
      // Five refusals, not five lines about the database (the request lines apart): each kind of failure
      // is written once, and which kinds a cut brings (a pooled connection ended, a refused connect)
      // depends on the pool's state at the cut.
      const failures = logs
        .text()
        .split('\n')
        .filter((line) => line.includes("what: 'database'"));
      expect(failures.length).toBeGreaterThanOrEqual(1);
      expect(failures.length).toBeLessThan(5);
    } finally {
      logs.restore();
      gate.restore();
    }
    // The pool reconnects on its next use, and readiness may be a second old: wait for the state itself.
    await vi.waitFor(async () => expect((await readiness()).status).toBe(200), { timeout: 15_000 });
    expect((await signIn()).status).toBe(200);
  });
});

// The S3 store going away and coming back, through a gate in front of s3rver.
describe.each(databases())('a storage outage on %s', (database) => {
  let s3: S3Server;
  let gate: TcpGate;
  let api: TestApi;
  let config: Partial<Config>;
  beforeAll(async () => {
    s3 = await startS3Server();
    const endpoint = /endpoint=http:\/\/127\.0\.0\.1:(\d+)/.exec(s3.storageUrl)!;
    gate = await startTcpGate(Number(endpoint[1]));
    config = { storage: parseStorageUrl(s3.storageUrl.replace(endpoint[1]!, String(gate.port))) };
    api = await startTestApi({ database, config });
  });
  afterAll(async () => {
    gate.restore();
    await api.close();
    await gate.close();
    await s3.stop();
  });

  it('is not ready, and a cached rendition answers 503 with Retry-After, while the store is down', async () => {
    const [image] = await api.db.query<{ media_key: string }>(
      "SELECT media_key FROM media_objects WHERE kind = 'image' LIMIT 1",
    );
    const path = `/media/${image!.media_key}/320.webp`;
    const made = await api.app.request(path, {}, socketEnv('192.0.2.1'));
    expect(made.status).toBe(200);
    await made.arrayBuffer();
    expect((await api.app.request('/readyz')).status).toBe(200);

    const logs = captureLogs();
    gate.cut();
    try {
      await vi.waitFor(async () => expect((await api.app.request('/readyz')).status).toBe(503), {
        timeout: 15_000,
      });
      const body = (await (await api.app.request('/readyz')).json()) as Readiness;
      expect(body.checks.storage).toMatchObject({ ok: false, state: 'unreachable' });
      const cached = await api.app.request(path, {}, socketEnv('192.0.2.1'));
      expect(cached.status).toBe(503);
      expect(cached.headers.get('Retry-After')).toBe('5');
    } finally {
      logs.restore();
      gate.restore();
    }
    await vi.waitFor(async () => expect((await api.app.request('/readyz')).status).toBe(200), {
      timeout: 15_000,
    });
    expect((await api.app.request(path, {}, socketEnv('192.0.2.1'))).status).toBe(200);
  }, 60_000);
});
