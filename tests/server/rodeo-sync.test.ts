import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RODEO_EVENTS } from '../../lib/resources/contestant.ts';
import { demoFeed } from '../../server/rodeo-feed/demo-feed.ts';
import { ALREADY_RUNNING, NO_CONNECTION } from '../../server/rodeo-sync/run.ts';
import { databases, startTestApi, type TestApi } from './harness.ts';

type Run = {
  rodeo_sync_id: number;
  status: string;
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  errors: string | null;
  source: string | null;
};

// What the demo feed holds, worked out here from its rows rather than from the server's code.
const feed = demoFeed();
const goodRodeos = new Set(
  feed.rodeos.filter((r) => r.name !== '' && (!r.ends_on || r.ends_on >= r.starts_on)).map((r) => r.id),
);
const goodContestants = feed.contestants.filter(
  (c) => goodRodeos.has(c.rodeo_id) && c.name !== '' && (RODEO_EVENTS as readonly string[]).includes(c.event),
);
const TOTAL = feed.rodeos.length + feed.contestants.length;
const GOOD = goodRodeos.size + goodContestants.length;

describe('the demo feed', () => {
  it('has a few hundred rodeos, thousands of contestants, and some invalid rows of each', () => {
    expect(feed.rodeos.length).toBe(300);
    expect(feed.contestants.length).toBeGreaterThan(2000);
    expect(feed.rodeos.length - goodRodeos.size).toBeGreaterThan(5);
    expect(feed.contestants.length - goodContestants.length).toBeGreaterThan(50);
    expect(demoFeed()).toEqual(feed);
  });
});

describe.each(databases())('Sync Rodeo Data on %s', (database) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi({ database });
    token = await api.login('super@demo.test');
  });
  afterAll(() => api.close());

  const run = async (body: object = {}) => {
    const result = await api.call('rodeo_sync', 'run', { token, body });
    expect(result.status, JSON.stringify(result.packet.errors)).toBe(200);
    return result.packet.payload as Run;
  };
  const synced = async () => {
    const [row] = await api.db.query<{ rodeos: number; contestants: number }>(
      `SELECT (SELECT count(*)::int FROM rodeos WHERE account_id = 1 AND external_id IS NOT NULL) AS rodeos,
              (SELECT count(*)::int FROM contestants WHERE account_id = 1 AND external_id IS NOT NULL) AS contestants`,
    );
    return row;
  };

  it('serves the demo feed at /rodeo-feed/v1/export to a bearer of a token, as a real feed would', async () => {
    expect((await api.app.request('/rodeo-feed/v1/export')).status).toBe(401);
    const served = await api.app.request('/rodeo-feed/v1/export', {
      headers: { Authorization: 'Bearer any-connection-token' },
    });
    expect(served.status).toBe(200);
    expect(await served.json()).toEqual(feed);
  });

  it('a first run creates every valid row, names every refused one, and a second run changes nothing', async () => {
    const started = performance.now();
    const first = await run();
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `full demo sync on ${database}: ${TOTAL} rows in ${seconds.toFixed(2)} s (${Math.round(TOTAL / seconds)} rows/s)`,
    );
    expect(first).toMatchObject({
      status: 'completed',
      source: 'demo feed',
      total: TOTAL,
      created: GOOD,
      updated: 0,
      unchanged: 0,
      failed: TOTAL - GOOD,
    });
    expect(first.errors).toContain('rodeo RD-00037: ends_on: Must be on or after the start date');
    expect(first.errors).toContain('rodeo RD-00053: name: Required');
    expect(first.errors).toMatch(/contestant CT-000097: event: Choose one of /);
    expect(first.errors).toContain('contestant CT-000131: rodeo: RD-99999 is not a rodeo of the feed');
    expect(await synced()).toEqual({ rodeos: goodRodeos.size, contestants: goodContestants.length });
    // Only demo.test's data: the other account got nothing.
    const [other] = await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM rodeos WHERE account_id = 2 AND external_id IS NOT NULL',
    );
    expect(other!.n).toBe(0);

    const again = performance.now();
    const second = await run();
    const secondSeconds = (performance.now() - again) / 1000;
    console.log(
      `second (unchanged) demo sync on ${database}: ${TOTAL} rows in ${secondSeconds.toFixed(2)} s (${Math.round(TOTAL / secondSeconds)} rows/s)`,
    );
    expect(second).toMatchObject({ status: 'completed', created: 0, updated: 0, unchanged: GOOD });
    expect(second.failed).toBe(TOTAL - GOOD);
    expect(await synced()).toEqual({ rodeos: goodRodeos.size, contestants: goodContestants.length });
  });

  it('a record changed in the console is set back to the feed’s values, keeping fields the feed does not send', async () => {
    await api.db.query(
      `UPDATE rodeos SET name = 'Renamed here', description = 'Written in the console'
        WHERE account_id = 1 AND external_id = 'RD-00002'`,
    );
    const result = await run();
    expect(result).toMatchObject({ created: 0, updated: 1, unchanged: GOOD - 1 });
    const [row] = await api.db.query<{ name: string; description: string }>(
      "SELECT name, description FROM rodeos WHERE account_id = 1 AND external_id = 'RD-00002'",
    );
    expect(row).toEqual({ name: feed.rodeos[1]!.name, description: 'Written in the console' });
  });

  it('streams NDJSON progress, batch by batch, up to row M of M, then the run; a second run at once is refused', async () => {
    const streamed = await api.call('rodeo_sync', 'run', { token, body: { stream: true } });
    expect(streamed.response.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    const second = await api.call('rodeo_sync', 'run', { token, body: {} });
    expect([second.status, second.packet.errors[0]?.detail]).toEqual([409, ALREADY_RUNNING]);
    const lines = (await streamed.response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const progress = lines.slice(0, -1);
    expect(progress.every((line) => line.status === 'progress')).toBe(true);
    expect(progress.length).toBeGreaterThan(10);
    const done = progress.map((line) => line.progress as number);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(progress.at(-1)).toEqual({
      status: 'progress',
      progress: TOTAL,
      total: TOTAL,
      message: `Row ${TOTAL} of ${TOTAL}: 0 created, 0 updated, ${GOOD} unchanged, ${TOTAL - GOOD} failed`,
    });
    expect(lines.at(-1)).toMatchObject({ status: 'done', payload: { status: 'completed', unchanged: GOOD } });
    // Once it is over, the next run is let through again.
    expect((await run()).status).toBe('completed');
  });

  it('lists the runs with their counts, newest first, in the caller’s account only', async () => {
    const result = await api.call('rodeo_sync', 'list', {
      token,
      body: { sort: 'started_at', order: 'desc' },
    });
    const { list, count } = result.packet.payload as { list: Run[]; count: number };
    expect(count).toBe(6);
    expect(list[0]).toMatchObject({ status: 'completed', total: TOTAL });
    expect(list.at(-1)).toMatchObject({ status: 'failed', errors: expect.stringContaining('answered 503') });
    const admin = await api.call('rodeo_sync', 'list', {
      token: await api.login('admin@demo.test'),
      body: {},
    });
    expect(admin.status).toBe(403);
  });

  it('pulls RODEO_FEED_URL with the connection’s token, and records a feed it cannot read as a failed run', async () => {
    const seen: string[] = [];
    const small = { rodeos: feed.rodeos.slice(0, 3), contestants: feed.contestants.slice(0, 5) };
    const server: Server = createServer((request, response) => {
      seen.push(String(request.headers.authorization));
      if (request.url === '/down') return void response.writeHead(503).end();
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(small));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const real = await startTestApi({ database: 'pglite', config: { rodeoFeedUrl: `${origin}/feed` } });
    try {
      const superToken = await real.login('super@demo.test');
      const result = await real.call('rodeo_sync', 'run', { token: superToken, body: {} });
      expect(result.packet.payload).toMatchObject({
        status: 'completed',
        source: `${origin}/feed`,
        total: 8,
        created: 8,
      });
      const [connection] = await real.db.query<{ druidia_id: number }>(
        "SELECT druidia_id FROM druidia_connections WHERE account_id = 1 AND service = 'rodeo'",
      );
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatch(/^Bearer .{20,}$/);
      expect(connection).toBeDefined();

      real.config.rodeoFeedUrl = `${origin}/down`;
      const down = await real.call('rodeo_sync', 'run', { token: superToken, body: {} });
      expect(down.packet.payload).toMatchObject({
        status: 'failed',
        errors: `The rodeo feed at ${origin}/down answered 503`,
        created: 0,
      });

      // Without a rodeo connection there is nothing to pull through.
      await real.db.query("DELETE FROM druidia_connections WHERE service = 'rodeo'");
      const none = await real.call('rodeo_sync', 'run', { token: superToken, body: {} });
      expect([none.status, none.packet.errors[0]?.detail]).toEqual([409, NO_CONNECTION]);
    } finally {
      await real.close();
      server.close();
    }
  });
});
