import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../free-port.ts';
import { startServerProcess, type ServerProcess } from '../server-process.ts';
import { createTestPostgres, DEMO_PASSWORD, sha256Hex } from './harness.ts';
import { changeOf, liveClient } from './live-client.ts';
import { tempDataDir } from './media-fixture.ts';

// Two machines on one PostgreSQL (docs/architecture.md, "Live changes"): a write on one reaches a stream
// held by the other through NOTIFY, and when that machine dies with -9 its client moves to the survivor
// and replays from the outbox what it missed.
describe.runIf(inject('postgresUrl'))('live streams across two machines', () => {
  let dropDb: () => Promise<void>;
  let machines: (ServerProcess & { dataDir: string })[] = [];

  beforeAll(async () => {
    const database = await createTestPostgres();
    dropDb = database.drop;
    const keys = {
      PASSWORD_PEPPER: randomBytes(32).toString('base64'),
      SECRETS_KEY: randomBytes(32).toString('base64'),
    };
    // All at once: both migrate and seed the fresh database under its lock.
    machines = await Promise.all(
      [0, 1].map(async () => {
        const dataDir = await tempDataDir();
        const machine = startServerProcess(await freePort(), {
          DATA_DIR: dataDir,
          DATABASE_URL: database.url,
          ...keys,
          WORKERS: '1',
          DB_POOL_SIZE: '4',
          SEED_DEMO: '1',
        });
        return { ...machine, dataDir };
      }),
    );
    await Promise.all(machines.map((machine) => machine.ready));
  }, 120_000);

  afterAll(async () => {
    for (const machine of machines) machine.child.kill('SIGKILL');
    await dropDb?.();
    for (const machine of machines) await rm(machine.dataDir, { recursive: true, force: true });
  });

  const call = async (origin: string, query: string, init: RequestInit & { token: string }) => {
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${init.token}`);
    if (init.body) headers.set('Content-Type', 'application/json');
    return fetch(`${origin}/api?${query}`, { ...init, headers });
  };
  const stream = async (origin: string, token: string, lastEventId?: string) => {
    const response = await call(origin, 'module=live&command=stream', {
      token,
      ...(lastEventId ? { headers: { 'Last-Event-ID': lastEventId } } : {}),
    });
    return liveClient({ status: response.status, response });
  };

  it('carries a write on A to a client on B, and replays what it missed on A after B is killed with -9', async () => {
    const [a, b] = [machines[0]!, machines[1]!];
    const signIn = await call(a.origin, 'module=user&command=token', {
      method: 'POST',
      token: 'demo-site',
      body: JSON.stringify({ email: 'user@demo.test', passhash: sha256Hex(DEMO_PASSWORD) }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const admin = (
      (await (
        await call(a.origin, 'module=user&command=token', {
          method: 'POST',
          token: 'demo-site',
          body: JSON.stringify({ email: 'admin@demo.test', passhash: sha256Hex(DEMO_PASSWORD) }),
        })
      ).json()) as { token: string }
    ).token;
    let n = 0;
    const create = async () => {
      n += 1;
      const created = await call(a.origin, 'module=contact&command=create', {
        method: 'POST',
        token: admin,
        body: JSON.stringify({
          first_name: 'Live',
          last_name: `Machine ${n}`,
          email: `live-machine-${n}@example.test`,
        }),
      });
      expect(created.status).toBe(200);
      return ((await created.json()) as { payload: { contact_id: number } }).payload.contact_id;
    };

    const onB = await stream(b.origin, token);
    await onB.next((event) => event.event === 'ready');
    const seen = await create();
    const event = await onB.next((each) => each.event === 'change');
    expect(changeOf(event)).toMatchObject({ area: 'contact', record_id: seen, action: 'create' });

    b.child.kill('SIGKILL');
    // The connection breaks without an end event: the client reconnects elsewhere.
    await onB.ended.catch(() => undefined);
    const missed = [await create(), await create()];

    const onA = await stream(a.origin, token, event.id);
    await onA.next((each) => each.event === 'ready');
    const replayed = onA.events.filter((each) => each.event === 'change').map(changeOf);
    expect(replayed.map((change) => change.record_id)).toEqual(missed);
    // And it is live again, on A.
    const after = await create();
    expect(changeOf(await onA.next((each) => each.event === 'change')).record_id).toBe(after);
    await onA.close();
  }, 60_000);
});
