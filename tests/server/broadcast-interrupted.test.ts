import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { INTERRUPTED } from '../../server/broadcasts/send-job.ts';
import { loadConfig } from '../../server/config.ts';
import { openDb, type Db } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { JOB_HANDLERS } from '../../server/jobs/kinds.ts';
import { jobWorker } from '../../server/jobs/worker.ts';
import { seedDemo } from '../../server/seed/demo.ts';
import { freePort } from '../free-port.ts';
import { startServerProcess } from '../server-process.ts';
import { startSmtpSink, type Received } from '../smtp-sink.ts';
import { createTestPostgres, databases, sha256Hex } from './harness.ts';

const CONTACTS = 300;
const dir = mkdtempSync(join(tmpdir(), 'console-kit-send-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Resolves once `ready()` holds, looking again on every turn of the given interval: waits for a state. */
async function until<T>(
  ready: () => Promise<T | undefined> | T | undefined,
  what: string,
  ms = 25,
): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await ready();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, ms));
  }
}

const perAddress = (received: Received[]) => {
  const counts = new Map<string, number>();
  for (const message of received) counts.set(message.to, (counts.get(message.to) ?? 0) + 1);
  return counts;
};

it(
  'a sender killed with SIGKILL mid-broadcast: the restarted server finishes it, nobody gets it twice, nobody is lost',
  { timeout: 180_000 },
  async () => {
    // Each message takes a while at the server, so the kill lands with most of the audience still to go.
    const sink = await startSmtpSink({ delayMs: 15 });
    const env = {
      DATA_DIR: dir,
      SMTP_URL: sink.url,
      JOBS_POLL_MS: '50',
      JOBS_LEASE_SECONDS: '2',
      BROADCAST_BATCH: '10',
    };
    const first = startServerProcess(await freePort(), env);
    await first.ready;
    const api = async (
      origin: string,
      token: string,
      module: string,
      command: string,
      body: unknown,
      method = 'POST',
    ) => {
      const query = new URLSearchParams({ module, command });
      if (method === 'GET') for (const [k, v] of Object.entries(body as object)) query.set(k, String(v));
      const response = await fetch(`${origin}/api?${query}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: method === 'GET' ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as { payload: Record<string, unknown>; token?: string };
    };
    const login = async (origin: string) =>
      (
        await (
          await fetch(
            `${origin}/api?${new URLSearchParams({ module: 'user', command: 'token', email: 'user@demo.test', passhash: sha256Hex('demo-password') })}`,
            { headers: { Authorization: 'Bearer demo-site' } },
          )
        ).json()
      ).token as string;

    try {
      const token = await login(first.origin);
      const rows = Array.from({ length: CONTACTS }, (_, i) => ({
        first_name: `Fan${i}`,
        last_name: 'Kill',
        email: `fan${i}@kill.test`,
        tags: ['kill9'],
        opted_in: true,
      }));
      await api(first.origin, token, 'contact', 'bulk_create', { rows });
      const prompt = await api(first.origin, token, 'message_prompt', 'create', {
        name: 'Kill nine',
        channel: 'email',
        subject: 'For {{first_name}}',
        body: 'Hi {{first_name}}',
      });
      const created = await api(first.origin, token, 'broadcast', 'create', {
        title: 'Interrupted',
        channel: 'email',
        status: 'scheduled',
        audience_tag: 'kill9',
        message_prompt: prompt.payload.message_prompt_id,
        scheduled_at: new Date(Date.now() + 1500).toISOString(),
      });
      const broadcastId = created.payload.broadcast_id as number;
      await until(() => sink.received.length >= 40, 'the first messages');
      const exited = new Promise((resolve) => first.child.once('exit', resolve));
      first.child.kill('SIGKILL');
      await exited;
      const atKill = sink.received.length;
      expect(atKill).toBeLessThan(CONTACTS);

      const second = startServerProcess(await freePort(), env);
      await second.ready;
      try {
        const token2 = await login(second.origin);
        const report = await until(
          async () => {
            const { payload } = await api(
              second.origin,
              token2,
              'broadcast',
              'report',
              { broadcast_id: broadcastId },
              'GET',
            );
            return payload.status === 'sent' ? payload : undefined;
          },
          'the broadcast to be sent',
          100,
        );
        const counts = perAddress(sink.received);
        expect([...counts.values()].every((n) => n === 1)).toBe(true);
        expect(report).toMatchObject({ total: CONTACTS, queued: 0 });
        expect(Number(report.sent) + Number(report.failed)).toBe(CONTACTS);
        // At most the messages in flight at the kill are unknown; they are reported, never sent again.
        expect(Number(report.failed)).toBeLessThanOrEqual(5);
        for (const reason of report.reasons as { reason: string }[]) expect(reason.reason).toBe(INTERRUPTED);
        expect(counts.size).toBeGreaterThanOrEqual(Number(report.sent));
        expect(counts.size).toBeLessThanOrEqual(CONTACTS);
      } finally {
        const exited2 = new Promise((resolve) => second.child.once('exit', resolve));
        second.child.kill('SIGTERM');
        await exited2;
      }
    } finally {
      if (first.child.exitCode === null && first.child.signalCode === null) first.child.kill('SIGKILL');
      await sink.close();
    }
  },
);

it.runIf(databases().includes('postgres'))(
  'two workers on PostgreSQL share three broadcasts: every contact gets each exactly once',
  { timeout: 120_000 },
  async () => {
    const sink = await startSmtpSink();
    const { url, drop } = await createTestPostgres();
    const keys = { pepper: randomBytes(32), secrets: randomBytes(32) };
    const config = {
      ...loadConfig({}),
      jobs: { ...loadConfig({}).jobs, smtpUrl: sink.url, sendBatch: 7, concurrency: 3 },
    };
    const handles: Db[] = [];
    try {
      const setup = await openDb({ databaseUrl: url });
      handles.push(setup);
      await migrate(setup);
      await seedDemo(setup, keys);
      const [account] = await setup.query<{ account_id: number }>(
        "SELECT account_id FROM accounts WHERE domain = 'demo.test'",
      );
      await setup.query(
        `INSERT INTO contacts (account_id, first_name, last_name, email, tags, opted_in)
         SELECT $1, 'Two' || i, 'Workers', 'two' || i || '@workers.test', ARRAY['two'], true FROM generate_series(1, 120) i`,
        [account!.account_id],
      );
      const [prompt] = await setup.query<{ id: number }>(
        `INSERT INTO message_prompts (account_id, name, channel, body) VALUES ($1, 'Two', 'email', 'Hi {{first_name}}')
         RETURNING message_prompt_id AS id`,
        [account!.account_id],
      );
      // Three broadcasts to the same audience, due now; each contact must get each broadcast once.
      await setup.query(
        `INSERT INTO broadcasts (account_id, title, channel, message_prompt, audience_tag, scheduled_at, status)
         SELECT $1, 'Two workers ' || i, 'email', $2, 'two', now(), 'scheduled' FROM generate_series(1, 3) i`,
        [account!.account_id, prompt!.id],
      );
      const workers = await Promise.all(
        [1, 2].map(async () => {
          const db = await openDb({ databaseUrl: url });
          handles.push(db);
          return jobWorker({ db, config, keys }, JOB_HANDLERS, { poll: false });
        }),
      );
      // Both claim at once, again and again, until nothing is due.
      while ((await Promise.all(workers.map((w) => w.runDue()))).some((n) => n > 0));
      const mine = sink.received.filter((m) => m.to.endsWith('@workers.test'));
      expect(mine).toHaveLength(360);
      const bySubjectAndAddress = new Set(mine.map((m) => `${m.headers['message-id']}`));
      expect(bySubjectAndAddress.size).toBe(360);
      const statuses = await setup.query<{ status: string }>(
        "SELECT status FROM broadcasts WHERE title LIKE 'Two workers %'",
      );
      expect(statuses.map((s) => s.status)).toEqual(['sent', 'sent', 'sent']);
    } finally {
      for (const db of handles) await db.close();
      await drop();
      await sink.close();
    }
  },
);
