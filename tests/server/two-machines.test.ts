import { createHash, randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { storageArea } from '../../server/media/storage.ts';
import { loadConfig } from '../../server/config.ts';
import { openDb, type Db } from '../../server/db/db.ts';
import type { LiveChange } from '../../lib/protocol/live.ts';
import { sseEvents } from '../../lib/live/sse.ts';
import { freePort } from '../free-port.ts';
import { startNginx } from '../nginx.ts';
import { startS3Server, type S3Server } from '../s3-server.ts';
import { startServerProcess, type ServerProcess } from '../server-process.ts';
import { createTestPostgres, DEMO_PASSWORD, sha256Hex } from './harness.ts';
import { photo, tempDataDir } from './media-fixture.ts';

interface Machine extends ServerProcess {
  port: number;
  dataDir: string;
}

const LEASE_SECONDS = 2;

/**
 * The deployment of docs/deploy.md on loopback: PostgreSQL, an S3-compatible server, two API machines
 * (each its own DATA_DIR: nothing shared on disk) and nginx round-robin in front, everything started at
 * the same moment. Every request goes through nginx; `X-Upstream` says which machine answered.
 */
describe.runIf(inject('postgresUrl'))('two machines behind nginx', () => {
  let s3: S3Server;
  let db: Db;
  let dropDb: () => Promise<void>;
  let machines: Machine[];
  let origin: string;
  let stopNginx = () => undefined as void;
  const keys = {
    PASSWORD_PEPPER: randomBytes(32).toString('base64'),
    SECRETS_KEY: randomBytes(32).toString('base64'),
  };

  let env: (i: number) => Record<string, string>;

  beforeAll(async () => {
    const database = await createTestPostgres();
    dropDb = database.drop;
    s3 = await startS3Server();
    const ports = [await freePort(), await freePort()];
    const dataDirs = [await tempDataDir(), await tempDataDir()];
    env = (i: number) => ({
      DATA_DIR: dataDirs[i]!,
      DATABASE_URL: database.url,
      ...s3.env,
      ...keys,
      WORKERS: '1',
      DB_POOL_SIZE: '4',
      LEASE_SECONDS: String(LEASE_SECONDS),
      TRUSTED_PROXIES: '127.0.0.1',
      // The test signs in as a demo user; on PostgreSQL only SEED_DEMO=1 seeds them (docs/security.md).
      SEED_DEMO: '1',
    });
    // All at once: both machines migrate and seed the fresh database under its lock.
    const [nginx, ...started] = await Promise.all([
      startNginx(ports),
      ...ports.map(async (port, i) => ({ ...startServerProcess(port, env(i)), port, dataDir: dataDirs[i]! })),
    ]);
    machines = started as Machine[];
    // Known to afterAll before anything can throw, so that a machine failing to start leaves no nginx.
    if ('skipped' in nginx!) throw new Error(nginx.skipped);
    stopNginx = nginx.stop;
    accessLog = nginx.accessLog;
    errorLog = nginx.errorLog;
    origin = nginx.origin;
    await Promise.all(machines.map((machine) => machine.ready));
    db = await openDb({ databaseUrl: database.url });
  }, 120_000);

  let accessLog: () => string;
  let errorLog: () => string;
  afterAll(async () => {
    stopNginx();
    for (const machine of machines ?? []) machine.child.kill('SIGKILL');
    await db?.close();
    await s3?.stop();
    await dropDb?.();
    for (const machine of machines ?? []) await rm(machine.dataDir, { recursive: true, force: true });
  });

  const api = async (query: string, init: RequestInit & { token?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
    const response = await fetch(`${origin}/api?${query}`, { ...init, headers });
    return { response, upstream: response.headers.get('x-upstream'), body: await response.arrayBuffer() };
  };
  // The reply fields this test reads, of the commands it sends.
  interface Reply {
    token: string;
    payload: { key: string; sha256: string; file_id: number; image_id: number; list: { name: string }[] };
  }
  const json = (body: ArrayBuffer): Reply => JSON.parse(Buffer.from(body).toString()) as Reply;

  const login = async () => {
    const { body, upstream } = await api('module=user&command=token', {
      method: 'POST',
      token: 'demo-site',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', passhash: sha256Hex(DEMO_PASSWORD) }),
    });
    return { token: json(body).token, upstream };
  };

  // Asks until both machines have answered `ask` (round-robin: two asks normally do); every answer checked.
  async function fromBoth(ask: () => Promise<{ upstream: string | null }>): Promise<void> {
    const seen = new Set<string | null>();
    for (let i = 0; i < 10 && seen.size < 2; i += 1) seen.add((await ask()).upstream);
    expect([...seen].sort()).toEqual(machines.map((machine) => `127.0.0.1:${machine.port}`).sort());
  }

  const upload = async (token: string, module: 'image' | 'file', bytes: Buffer, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const { response, body } = await api(`module=${module}&command=upload`, {
      method: 'POST',
      token,
      body: form,
    });
    expect(response.status).toBe(200);
    return json(body).payload;
  };

  it('serve one session, one image with its renditions and one file byte for byte, whichever answers', async () => {
    const { token, upstream: madeOn } = await login();
    expect(token).toBeTruthy();
    // The session made on one machine works on both.
    await fromBoth(async () => {
      const read = await api('module=account&command=read', { token });
      expect(read.response.status).toBe(200);
      return read;
    });
    expect(madeOn).toMatch(/^127\.0\.0\.1:\d+$/);

    const original = await photo(1600, 1000);
    const image = await upload(token, 'image', original, 'arena.jpg');
    expect(image.sha256).toBe(createHash('sha256').update(original).digest('hex'));
    const renditions = new Set<string>();
    await fromBoth(async () => {
      const response = await fetch(`${origin}/media/${image.key}/640.webp`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      renditions.add(sha256Hex(Buffer.from(await response.arrayBuffer()).toString('latin1')));
      return { upstream: response.headers.get('x-upstream') };
    });
    // One rendition, made once and kept in the shared store: the same bytes from both machines.
    expect(renditions.size).toBe(1);
    expect(await storageArea(loadConfig(s3.env), 'renditions').exists(`${image.key}/640.webp`)).toBe(true);

    const bytes = randomBytes(3 * 1024 * 1024 + 11);
    const stored = await upload(token, 'file', bytes, 'results.bin');
    const created = await api('module=file&command=create', {
      method: 'POST',
      token,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Results.bin', media_key: stored.key }),
    });
    expect(created.response.status).toBe(200);
    const fileId = json(created.body).payload.file_id;
    await fromBoth(async () => {
      const download = await api(`module=file&command=download&file_id=${fileId}`, { token });
      expect(download.response.status).toBe(200);
      expect(Buffer.from(download.body).equals(bytes)).toBe(true);
      return download;
    });
  }, 120_000);

  it('carry a write on one machine to a live stream held through nginx by the other', async () => {
    const { token } = await login();
    const abort = new AbortController();
    const stream = await fetch(`${origin}/api?module=live&command=stream`, {
      headers: { Authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = sseEvents(stream.body!, abort.signal);
    expect((await events.next()).value?.event).toBe('ready');
    // Written on the machine that does not hold the stream, straight to it: only PostgreSQL's NOTIFY links them.
    const other = machines.find(
      (machine) => `127.0.0.1:${machine.port}` !== stream.headers.get('x-upstream'),
    )!;
    const created = await fetch(`http://127.0.0.1:${other.port}/api?module=contact&command=create`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ first_name: 'Live', last_name: 'Across', email: 'live-across@example.test' }),
    });
    expect(created.status).toBe(200);
    const { contact_id } = ((await created.json()) as { payload: { contact_id: number } }).payload;
    let change: LiveChange | undefined;
    for await (const event of events) {
      if (event.event !== 'change') continue;
      change = JSON.parse(event.data) as LiveChange;
      if (change.record_id === contact_id) break;
    }
    expect(change).toMatchObject({ area: 'contact', record_id: contact_id, action: 'create' });
    abort.abort();
  });

  it('answer every request of a load, writes exactly once, through a rolling restart of both machines', async () => {
    const { token } = await login();
    const asJson = { token, headers: { 'Content-Type': 'application/json' } };
    // Each client alternates a write (a POST nginx never resends), a list (a POST too) and a read (a GET).
    const steps = [
      (n: string) =>
        api('module=helpbot_faq&command=create', {
          ...asJson,
          method: 'POST',
          body: JSON.stringify({ question: n, answer: 'Once.' }),
        }),
      () => api('module=helpbot_faq&command=list', { ...asJson, method: 'POST', body: '{}' }),
      () => api('module=account&command=read', { token }),
    ];
    const CLIENTS = 4;
    const MAX_REQUESTS = 3000;
    const failures: string[] = [];
    const written: string[] = [];
    let answered = 0;
    // The machines nginx sent the load's requests to (X-Upstream), since the last restart.
    const answeredBy = new Set<string | null>();
    let restarting = true;
    const client = async (c: number) => {
      // Bounded in count; ends sooner once both machines are back.
      for (let i = 0; i < MAX_REQUESTS && (restarting || i < 30); i += 1) {
        const question = `rolling ${c}-${i}`;
        const step = i % steps.length;
        try {
          const { response, upstream } = await steps[step]!(question);
          if (response.status >= 500) failures.push(`${response.status} step ${step} via ${upstream}`);
          else if (step === 0) written.push(question);
          answered += 1;
          answeredBy.add(upstream);
        } catch (error) {
          failures.push(`no answer to step ${step}: ${String((error as Error).cause ?? error)}`);
        }
      }
    };
    const load = Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));

    const readyz = async (machine: Machine) =>
      (await fetch(`${machine.origin}/readyz`).catch(() => undefined))?.status;
    try {
      for (const [i, machine] of machines.entries()) {
        const before = answered;
        await expect.poll(() => answered > before + 20, { timeout: 30_000 }).toBe(true);
        const exited = new Promise((resolve) => machine.child.once('exit', resolve));
        machine.child.kill('SIGTERM');
        expect(await exited).toBe(0);
        const next: Machine = {
          ...startServerProcess(machine.port, env(i)),
          port: machine.port,
          dataDir: machine.dataDir,
        };
        machines[i] = next;
        await next.ready;
        await expect.poll(() => readyz(next), { timeout: 30_000 }).toBe(200);
        // nginx tries a machine it found down again after fail_timeout: once it answers the load, the other
        // may go (docs/deploy.md, Rolling restart).
        answeredBy.clear();
        await expect.poll(() => answeredBy.has(`127.0.0.1:${next.port}`), { timeout: 30_000 }).toBe(true);
      }
    } finally {
      restarting = false;
      await load;
    }

    // nginx's own account of a failure (which machine, and what it saw) says whose it was.
    expect(failures, errorLog()).toEqual([]);
    expect(written.length).toBeGreaterThan(CLIENTS * 10);
    // Each acknowledged write made one row, and no write made two.
    const rows = await db.query<{ question: string; n: number }>(
      `SELECT question, count(*)::int AS n FROM helpbot_faqs WHERE question LIKE 'rolling %' GROUP BY question`,
    );
    expect(rows.filter((row) => row.n !== 1)).toEqual([]);
    expect(rows.map((row) => row.question).sort()).toEqual([...written].sort());
  }, 240_000);

  it('keep the background work going when the machine holding the sweep lease is killed with -9', async () => {
    const holderPid = async () => {
      const [row] = await db.query<{ holder: string }>(
        `SELECT holder FROM cluster_leases WHERE name = 'media-sweep' AND expires_at > now()`,
      );
      return row ? Number(row.holder.split('/')[1]) : undefined;
    };
    await expect.poll(holderPid, { timeout: 10_000 }).toBeGreaterThan(0);
    const pid = await holderPid();
    const holder = machines.find((machine) => machine.child.pid === pid)!;
    const survivor = machines.find((machine) => machine !== holder)!;
    expect(holder).toBeDefined();

    // An upload no record claimed, a day old: the next sweep's to remove, on whichever machine runs it.
    const { token } = await login();
    const orphan = await upload(token, 'image', await photo(400, 300), 'orphan.jpg');
    await db.query(`UPDATE media_objects SET created_at = now() - interval '2 days' WHERE media_key = $1`, [
      orphan.key,
    ]);

    holder.child.kill('SIGKILL');
    await expect.poll(holderPid, { timeout: 4 * LEASE_SECONDS * 1000 }).toBe(survivor.child.pid);
    // The new holder sweeps at once: the orphan's row and bytes go from the shared database and store.
    await expect
      .poll(() => db.query('SELECT 1 FROM media_objects WHERE media_key = $1', [orphan.key]), {
        timeout: 10_000,
      })
      .toEqual([]);
    const originals = storageArea(loadConfig(s3.env), 'originals');
    expect(await originals.exists(`${orphan.key.slice(0, 2)}/${orphan.key}`)).toBe(false);

    // Nothing lost: through nginx, the session, the image and the file still answer (now from the survivor).
    const image = await db.query<{ media_key: string }>(
      `SELECT media_key FROM media_objects WHERE filename = 'arena.jpg'`,
    );
    const key = image[0]!.media_key;
    for (const name of ['640.webp', '320.jpg']) {
      const rendition = await fetch(`${origin}/media/${key}/${name}`);
      expect(rendition.status).toBe(200);
    }
    for (let i = 0; i < 4; i += 1) {
      const read = await api('module=file&command=list', {
        method: 'POST',
        token,
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(read.response.status).toBe(200);
      // nginx may first try the dead machine: a refused connection is retried on the next one.
      expect(read.upstream?.split(', ').at(-1)).toBe(`127.0.0.1:${survivor.port}`);
      expect(json(read.body).payload.list.some((file) => file.name === 'Results.bin')).toBe(true);
    }

    // Deleting the image's record keeps its bytes while it sits in the trash (docs/behaviour.md#trash);
    // deleting it forever removes its original and every rendition from the bucket.
    const store = (area: 'originals' | 'renditions') => storageArea(loadConfig(s3.env), area);
    expect(await store('renditions').exists(`${key}/320.jpg`)).toBe(true);
    const asJson = { method: 'POST', token, headers: { 'Content-Type': 'application/json' } };
    const record = await api('module=image&command=create', {
      ...asJson,
      body: JSON.stringify({ title: 'Arena', alt: 'The arena', media_key: key }),
    });
    expect(record.response.status).toBe(200);
    const deleted = await api(`module=image&command=delete&image_id=${json(record.body).payload.image_id}`, {
      method: 'DELETE',
      token,
    });
    expect(deleted.response.status).toBe(200);
    expect(await store('originals').exists(`${key.slice(0, 2)}/${key}`)).toBe(true);
    const purged = await api(`module=image&command=purge&image_id=${json(record.body).payload.image_id}`, {
      method: 'DELETE',
      token,
    });
    expect(purged.response.status).toBe(200);
    expect(await store('originals').exists(`${key.slice(0, 2)}/${key}`)).toBe(false);
    const left: string[] = [];
    for await (const stored of store('renditions').list(`${key}/`)) left.push(stored.name);
    expect(left).toEqual([]);
  }, 120_000);
  it("log one id for a request in nginx's access log and the machine's answer, and no query string", async () => {
    const { response } = await api('module=user&command=token&email=nobody%40example.test&passhash=secret', {
      token: 'demo-site',
    });
    const id = response.headers.get('x-request-id');
    // nginx's $request_id: 32 hex digits, believed from the trusted proxy (docs/operations.md, Logs).
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    await expect.poll(accessLog).toContain(id);
    const line = accessLog()
      .split('\n')
      .find((entry) => entry.includes(id!))!;
    expect(line).toContain('"GET /api"');
    expect(accessLog()).not.toContain('?');
    expect(accessLog()).not.toContain('secret');
  });
});
