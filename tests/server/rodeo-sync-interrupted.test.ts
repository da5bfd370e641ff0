import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDb } from '../../server/db/db.ts';
import { demoFeed } from '../../server/rodeo-feed/demo-feed.ts';
import { SYNC_BATCH } from '../../server/rodeo-sync/run.ts';
import { freePort } from '../free-port.ts';
import { startServerProcess } from '../server-process.ts';
import { sha256Hex } from './harness.ts';

// Where a batch of the demo feed ends: the rodeos in batches, then the contestants in batches.
const feed = demoFeed();
const ends = (from: number, rows: number) =>
  Array.from({ length: Math.ceil(rows / SYNC_BATCH) }, (_, i) => from + Math.min((i + 1) * SYNC_BATCH, rows));
const BATCH_ENDS = [...ends(0, feed.rodeos.length), ...ends(feed.rodeos.length, feed.contestants.length)];

const dir = mkdtempSync(join(tmpdir(), 'console-kit-sync-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A run that stops writing for a second counts as interrupted, so the test need not wait two minutes.
const start = async () => {
  const server = startServerProcess(await freePort(), { DATA_DIR: dir, SYNC_STALE_SECONDS: '1' });
  await server.ready;
  return server;
};

async function login(origin: string): Promise<string> {
  const query = new URLSearchParams({ module: 'user', command: 'token', email: 'super@demo.test' });
  query.set('passhash', sha256Hex('demo-password'));
  const response = await fetch(`${origin}/api?${query}`, { headers: { Authorization: 'Bearer demo-site' } });
  return ((await response.json()) as { token: string }).token;
}

const runSync = (origin: string, token: string, stream: boolean) =>
  fetch(`${origin}/api?module=rodeo_sync&command=run`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ stream }),
  });

it(
  'a run killed midway leaves whole batches and matching counts, and the next run completes it',
  { timeout: 180_000 },
  async () => {
    const first = await start();
    const token = await login(first.origin);
    const response = await runSync(first.origin, token, true);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    // Read progress until the first batch is written, then kill the server without warning: the whole
    // run takes a second or two, so it is stopped with most of its batches still to write.
    while (!/"progress":[1-9]/.test(text)) {
      const { done, value } = await reader.read();
      if (done) throw new Error(`the run ended before it could be interrupted: ${text.slice(-300)}`);
      text += decoder.decode(value, { stream: true });
    }
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await exited;

    const db = await openDb({ dataDir: join(dir, 'pglite') });
    try {
      const [run] = await db.query<Record<string, number | string>>(
        "SELECT status, created, updated, unchanged, failed FROM rodeo_syncs WHERE source = 'demo feed'",
      );
      expect(run!.status).toBe('running');
      const written = Number(run!.created) + Number(run!.failed);
      // Whole batches only: what the run row counts is exactly what the tables hold, nothing half-written.
      expect(BATCH_ENDS).toContain(written);
      expect(written).toBeLessThan(BATCH_ENDS.at(-1)!);
      const [rows] = await db.query<{ rodeos: number; contestants: number; orphans: number }>(
        `SELECT (SELECT count(*)::int FROM rodeos WHERE external_id IS NOT NULL) AS rodeos,
              (SELECT count(*)::int FROM contestants WHERE external_id IS NOT NULL) AS contestants,
              (SELECT count(*)::int FROM contestants c LEFT JOIN rodeos r ON r.rodeo_id = c.rodeo
                WHERE r.rodeo_id IS NULL OR r.account_id <> c.account_id) AS orphans`,
      );
      expect(rows!.rodeos + rows!.contestants).toBe(Number(run!.created));
      expect(rows!.orphans).toBe(0);
    } finally {
      await db.close();
    }

    const second = await start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const token2 = await login(second.origin);
      const result = (await (await runSync(second.origin, token2, false)).json()) as {
        payload: { status: string; created: number; unchanged: number; failed: number; total: number };
      };
      expect(result.payload.status).toBe('completed');
      expect(result.payload.created + result.payload.unchanged + result.payload.failed).toBe(
        result.payload.total,
      );
      expect(result.payload.unchanged).toBeGreaterThan(0);
      const runs = (await (
        await fetch(`${second.origin}/api?module=rodeo_sync&command=list`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token2}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ sort: 'started_at', order: 'asc' }),
        })
      ).json()) as { payload: { list: { status: string; errors: string | null }[] } };
      expect(runs.payload.list.map((r) => r.status)).toEqual(['failed', 'failed', 'completed']);
      expect(runs.payload.list[1]!.errors).toMatch(/^Interrupted: the run stopped before it finished/);
    } finally {
      const exited = new Promise((resolve) => second.child.once('exit', resolve));
      second.child.kill('SIGTERM');
      await exited;
    }
  },
);
