import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../server/db/db.ts';
import { freePort } from '../free-port.ts';
import { startServerProcess } from '../server-process.ts';
import { createTestPostgres, databases, sha256Hex } from './harness.ts';

// docs/operations.md, Shutdown: SIGTERM lets the request in flight finish, takes no new connection,
// releases the leases and exits 0.

const key = () => randomBytes(32).toString('base64');
// Several processes on one database share their keys (docs/deploy.md).
const SHARED_KEYS = { PASSWORD_PEPPER: key(), SECRETS_KEY: key() };
const dir = mkdtempSync(join(tmpdir(), 'console-kit-drain-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Everything the socket receives until `until` matches it (or the socket ends). */
const receive = (socket: Socket, until: RegExp): Promise<string> =>
  new Promise((resolve) => {
    let text = '';
    const done = () => resolve(text);
    if (socket.destroyed) return done();
    // A reset or a write into a closed socket ends in 'close' as well.
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (until.test(text)) done();
    });
    socket.once('close', done);
  });

/** The head of a sign-in POST whose JSON body is `body`, ending with its blank line. */
const signInHead = (port: number, body: string, extra: string[] = []): string =>
  [
    'POST /api?module=user&command=token HTTP/1.1',
    `Host: 127.0.0.1:${port}`,
    'Authorization: Bearer demo-site',
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...extra,
    '',
    '',
  ].join('\r\n');

const refused = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = connect(port, '127.0.0.1');
    probe.once('connect', () => {
      probe.destroy();
      resolve(false);
    });
    probe.once('error', () => resolve(true));
  });

describe.each(databases())('a graceful shutdown on %s', (database) => {
  it(
    'counts requests over all the processes; on SIGTERM finishes the request in flight, refuses new connections, still answers on an idle keep-alive connection, releases its leases, exits 0',
    { timeout: 120_000 },
    async () => {
      const port = await freePort();
      const metricsPort = await freePort();
      const postgres = database === 'postgres' ? await createTestPostgres() : undefined;
      const env: Record<string, string> = postgres
        ? { DATABASE_URL: postgres.url, WORKERS: '2', SEED_DEMO: '1', LEASE_SECONDS: '60', ...SHARED_KEYS }
        : { DATA_DIR: join(dir, 'pglite-data'), LEASE_SECONDS: '60' };
      const { child, ready } = startServerProcess(port, { ...env, METRICS_PORT: String(metricsPort) });
      let db: Db | undefined;
      try {
        await ready;
        // The leases are taken once the background work has started: wait for that state.
        const leases = async () => {
          db ??= postgres ? await openDb({ databaseUrl: postgres.url }) : undefined;
          return db ? (await db.query<{ n: number }>('SELECT count(*) AS n FROM cluster_leases'))[0]!.n : 1;
        };
        await expect.poll(leases, { timeout: 30_000 }).toBeGreaterThan(0);

        // The machine's metrics add up its processes' (two workers on PostgreSQL): four probes, four counted.
        for (let i = 0; i < 4; i += 1) {
          const probe = await fetch(`http://127.0.0.1:${port}/healthz`, { headers: { Connection: 'close' } });
          expect(probe.status).toBe(200);
        }
        const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
        expect(metrics).toMatch(
          /console_http_request_duration_seconds_count\{module="http",command="healthz",status="200"\} 4\n/,
        );

        // A sign-in whose body is not sent yet: the server has taken it once it says 100 Continue.
        const body = JSON.stringify({ email: 'group@demo.test', passhash: sha256Hex('demo-password') });
        const socket = connect(port, '127.0.0.1');
        socket.write(signInHead(port, body, ['Expect: 100-continue']));
        expect(await receive(socket, /100 Continue\r\n\r\n/)).toMatch(/^HTTP\/1\.1 100 Continue/);

        // A keep-alive connection left idle, as a balancer keeps one: the server must not close it under a
        // request being written into it, which nginx would not resend (docs/deploy.md, The load balancer).
        const idle = connect(port, '127.0.0.1');
        idle.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
        expect(await receive(idle, /\r\n\r\n\{[^]*\}$/)).toMatch(/^HTTP\/1\.1 200 OK[^]*keep-alive/i);

        const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

        child.kill('SIGTERM');
        await expect.poll(() => refused(port), { timeout: 30_000 }).toBe(true);

        const answer = receive(socket, /"error":(true|false)[^]*\}$/);
        // Written, not ended: a client that half-closes its side has its request aborted by Node.
        socket.write(body);
        // The idle connection still takes a request once the listener has stopped.
        const reused = receive(idle, /"error":(true|false)[^]*\}$/);
        idle.write(signInHead(port, body) + body);
        // Each answered, and each connection closed after its answer.
        for (const response of [await answer, await reused]) {
          expect(response).toMatch(/^HTTP\/1\.1 (100 Continue\r\n\r\nHTTP\/1\.1 )?200 OK/);
          expect(response).toMatch(/\r\nconnection: close\r\n/i);
          expect(response).toContain('"token":');
        }
        expect(await exited).toBe(0);

        if (db) expect(await leases()).toBe(0);
        else {
          const after = await openDb({ dataDir: join(dir, 'pglite-data', 'pglite') });
          const [row] = await after.query<{ n: number }>('SELECT count(*) AS n FROM cluster_leases');
          await after.close();
          expect(row!.n).toBe(0);
        }
      } finally {
        child.kill('SIGKILL');
        await db?.close();
        await postgres?.drop();
      }
    },
  );
});
