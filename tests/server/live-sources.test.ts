import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { progressThrottle, PROGRESS_EVERY_MS } from '../../server/jobs/job-events.ts';
import type { Db } from '../../server/db/db.ts';
import { enqueue } from '../../server/jobs/queue.ts';
import { jobWorker } from '../../server/jobs/worker.ts';
import { recordScans } from '../../server/tickets/record-scans.ts';
import { databases, startTestApi, type TestApi } from './harness.ts';
import { changeOf, liveClient, type LiveClient } from './live-client.ts';
import { freshSample } from './resource-samples.ts';
import { codesOf, rodeoOf, webhookOrder } from './ticket-flow.ts';

// docs/architecture.md, "Live changes": the writes outside the generic commands tell the streams too,
// the queue's jobs (to whoever started them, throttled) and a rodeo's tickets and check-ins.

describe('a job’s progress events', () => {
  it('are told at most once per interval, the first at once', () => {
    let now = 0;
    const due = progressThrottle(() => now);
    const told = [];
    for (now = 0; now < 3 * PROGRESS_EVERY_MS; now += PROGRESS_EVERY_MS / 10) told.push(due());
    expect(told.filter(Boolean)).toHaveLength(3);
    expect(told[0]).toBe(true);
  });
});

describe.each(databases())('live events beyond the generic commands on %s', (database) => {
  let api: TestApi;
  let tokens: Record<string, string>;
  let n = 0;
  beforeAll(async () => {
    api = await startTestApi({ database });
    tokens = await api.logins(['user@demo.test', 'group@demo.test', 'super@demo.test', 'owner@other.test']);
  }, 60_000);
  afterAll(() => api.close());

  const open = async (token: string, query: Record<string, string> = {}): Promise<LiveClient> => {
    const client = liveClient(await api.call('live', 'stream', { token, query }));
    await client.next((event) => event.event === 'ready');
    return client;
  };
  const changes = (client: LiveClient, area: string) =>
    client.events
      .filter((event) => event.event === 'change')
      .map(changeOf)
      .filter((change) => change.area === area);
  // A contact written last in the account: once a stream has it, it has every earlier event.
  const sentinel = async (account: 'demo' | 'other', clients: LiveClient[]) => {
    const token = account === 'demo' ? tokens['super@demo.test']! : tokens['owner@other.test']!;
    const created = await api.call('contact', 'create', {
      token,
      body: freshSample('contact', `sources${(n += 1)}`),
    });
    const id = (created.packet.payload as { contact_id: number }).contact_id;
    for (const client of clients)
      await client.next(
        (event) =>
          event.event === 'change' && changeOf(event).area === 'contact' && changeOf(event).record_id === id,
      );
  };
  const userId = async (email: string) =>
    (await api.db.query<{ user_id: number }>('SELECT user_id FROM users WHERE email = $1', [email]))[0]!
      .user_id;

  it('tells a job’s states and throttled progress to whoever started it and super admins, nobody else', async () => {
    const streams = {
      starter: await open(tokens['user@demo.test']!),
      colleague: await open(tokens['group@demo.test']!),
      super: await open(tokens['super@demo.test']!),
      other: await open(tokens['owner@other.test']!),
    };
    const [{ account_id: accountId }] = (await api.db.query<{ account_id: number }>(
      "SELECT account_id FROM accounts WHERE domain = 'demo.test'",
    )) as [{ account_id: number }];
    const jobId = await enqueue(api.db, {
      accountId,
      createdBy: await userId('user@demo.test'),
      kind: 'test.live',
      title: 'Live job',
    });
    const reports = 50;
    await jobWorker(
      { db: api.db, config: api.config, keys: api.keys },
      {
        'test.live': async ({ report }) => {
          for (let done = 1; done <= reports; done += 1)
            await report({ progress: done, total: reports, message: `${done} of ${reports}` });
          return { done: 'All done' };
        },
      },
      { poll: false },
    ).runDue();
    await sentinel('demo', [streams.starter, streams.colleague, streams.super]);
    await sentinel('other', [streams.other]);
    for (const name of ['starter', 'super'] as const) {
      const told = changes(streams[name], 'job').filter((change) => change.record_id === jobId);
      const actions = told.map((change) => change.action);
      expect(actions[0], name).toBe('queued');
      expect(actions[1], name).toBe('running');
      expect(actions.at(-1), name).toBe('done');
      const progress = actions.filter((action) => action === 'progress').length;
      // Fifty reports in far less time than fifty intervals: a few events, never one per report.
      expect(progress, name).toBeGreaterThanOrEqual(1);
      expect(progress, name).toBeLessThan(reports / 2);
      expect(
        told.every((change) => change.by?.name === 'Uma User'),
        name,
      ).toBe(true);
    }
    expect(changes(streams.colleague, 'job')).toEqual([]);
    expect(changes(streams.other, 'job')).toEqual([]);
    for (const client of Object.values(streams)) await client.close();
  });

  it('tells a rodeo’s check-ins and ticket changes to the account’s streams, never another account’s', async () => {
    const rodeo = await rodeoOf(api, 'demo.test');
    const streams = {
      user: await open(tokens['user@demo.test']!),
      super: await open(tokens['super@demo.test']!, {}),
      other: await open(tokens['owner@other.test']!),
      picked: await open(tokens['super@demo.test']!, { account_id: '2' }),
    };
    const order = await webhookOrder(api, rodeo, 2);
    const [first] = await codesOf(api, order.orderId);
    const admit = await api.call('checkin', 'admit', {
      token: tokens['user@demo.test']!,
      body: { rodeo_id: rodeo, gate: 'North', code: first!.code },
    });
    expect((admit.packet.payload as { answer: string }).answer).toBe('admit');
    // Scanned again: no ticket changed, nothing to tell.
    await api.call('checkin', 'admit', {
      token: tokens['user@demo.test']!,
      body: { rodeo_id: rodeo, gate: 'North', code: first!.code },
    });
    await order.refund();
    await sentinel('demo', [streams.user, streams.super]);
    await sentinel('other', [streams.other, streams.picked]);
    for (const name of ['user', 'super'] as const)
      expect(
        changes(streams[name], 'checkin').map((change) => [change.record_id, change.action]),
        name,
      ).toEqual([
        [rodeo, 'issue'],
        [rodeo, 'admit'],
        [rodeo, 'refund'],
      ]);
    expect(changes(streams.user, 'checkin').find((c) => c.action === 'admit')!.by?.name).toBe('Uma User');
    expect(changes(streams.other, 'checkin')).toEqual([]);
    expect(changes(streams.picked, 'checkin')).toEqual([]);
    for (const client of Object.values(streams)) await client.close();
  });
  it('writes a gate’s admission event in the sync’s own transaction: a rolled-back sync tells nothing', async () => {
    const rodeo = await rodeoOf(api, 'demo.test');
    const order = await webhookOrder(api, rodeo, 1);
    const [ticket] = await api.db.query<{ ticket_id: number; account_id: number }>(
      'SELECT ticket_id, account_id FROM tickets WHERE ticket_order_id = $1',
      [order.orderId],
    );
    const admits = async (db: Db) =>
      (
        await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM live_events WHERE area = 'checkin' AND action = 'admit' AND record_id = $1`,
          [rodeo],
        )
      )[0]!.n;
    const before = await admits(api.db);
    let inside = -1;
    // The sync's transaction, failing after its last statement (as a crash before the commit would).
    const failing: Db = {
      kind: api.db.kind,
      query: (sql, params) => api.db.query(sql, params),
      close: () => api.db.close(),
      transaction: (fn) =>
        api.db.transaction(async (tx) => {
          await fn(tx);
          inside = await admits(tx);
          throw new Error('rolled back');
        }),
    };
    const scan = { scan_id: `rollback-${rodeo}`, ticket_id: ticket!.ticket_id, scanned_at: new Date() };
    await expect(recordScans(failing, ticket!.account_id, rodeo, 'North', [scan], null)).rejects.toThrow(
      'rolled back',
    );
    expect(inside).toBe(before + 1);
    expect(await admits(api.db)).toBe(before);
    const [admitted] = await api.db.query('SELECT admitted_at FROM tickets WHERE ticket_id = $1', [
      ticket!.ticket_id,
    ]);
    expect(admitted).toEqual({ admitted_at: null });
  });
  it('tells a board’s move to the account’s streams, one event per card whose place changed', async () => {
    const token = tokens['super@demo.test']!;
    const streams = { super: await open(token), other: await open(tokens['owner@other.test']!) };
    const listed = await api.call('task_card', 'list', {
      token,
      query: { sort: 'position', order: 'asc', page: '1', limit: '100' },
    });
    const cards = (
      listed.packet.payload as { list: { task_card_id: number; column: string; updated_at: string }[] }
    ).list;
    const card = cards.find((each) => each.column === 'todo')!;
    const moved = await api.call('task_card', 'move', {
      token,
      body: { task_card_id: card.task_card_id, column: 'doing', position: 0, updated_at: card.updated_at },
    });
    expect(moved.status).toBe(200);
    await sentinel('demo', [streams.super]);
    await sentinel('other', [streams.other]);
    const told = changes(streams.super, 'task_card').filter((change) => change.action === 'move');
    expect(told.map((change) => change.record_id)).toContain(card.task_card_id);
    expect(told.every((change) => change.updated_at !== null && change.by?.name === 'Sam Super')).toBe(true);
    expect(changes(streams.other, 'task_card')).toEqual([]);
    for (const client of Object.values(streams)) await client.close();
  });
});
