// npm run bench:bulk: one bulk action, "opted in: yes" on all 10,000 contacts matching a filter, sent the
// way the console sends it (lib/list/bulk-run.ts: a call per batch, by the server's cursor), in process
// through the API's own request handler, on PGlite and on PostgreSQL. Each record goes through the
// single update command, as docs/behaviour.md#lists requires.
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { runBulk } from '../../lib/list/bulk-run.ts';
import type { BulkActionRequest, BulkActionResponse } from '../../lib/list/bulk-action.ts';
import { loadConfig } from '../../server/config.ts';
import { openDb, type Db } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createApp } from '../../server/http/app.ts';
import { seedDemo } from '../../server/seed/demo.ts';
import { startPostgres } from './postgres.ts';

const ROWS = 10_000;
const SOURCE = 'bulk-bench';

async function bench(database: string, db: Db): Promise<void> {
  const keys = { pepper: randomBytes(32), secrets: randomBytes(32) };
  await migrate(db);
  await seedDemo(db, keys);
  await db.query(
    `INSERT INTO contacts (account_id, first_name, last_name, email, source)
     SELECT 1, 'Bench', 'N' || g, 'bench' || g || '@bulk.test', $1 FROM generate_series(1, $2) g`,
    [SOURCE, ROWS],
  );
  const config = loadConfig({});
  const app = createApp({ db, config, keys });
  const request = async (query: string, init: RequestInit) => {
    const response = await app.request(`/api?${query}`, init, {
      incoming: { socket: { remoteAddress: '127.0.0.1' } },
    });
    return (await response.json()) as { token?: string; payload?: unknown; errors: unknown[] };
  };
  const passhash = (await import('node:crypto')).createHash('sha256').update('demo-password').digest('hex');
  const { token } = await request(`module=user&command=token&email=user%40demo.test&passhash=${passhash}`, {
    headers: { Authorization: `Bearer ${config.siteToken}` },
  });
  const send = async (body: BulkActionRequest) => {
    const packet = await request('module=contact&command=bulk_action', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!packet.payload) throw new Error(JSON.stringify(packet.errors));
    return packet.payload as BulkActionResponse;
  };
  const started = performance.now();
  const outcome = await runBulk({
    action: { action: 'set', field: 'opted_in', value: true },
    selection: { ids: [], allMatching: true },
    query: { filters: [{ field: 'source', operator: '=', value: SOURCE }] },
    send,
    onProgress: () => undefined,
  });
  const seconds = (performance.now() - started) / 1000;
  const [stored] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM contacts WHERE source = $1 AND opted_in',
    [SOURCE],
  );
  console.log(
    `${database}: ${outcome.done} contacts set in ${seconds.toFixed(1)} s (${Math.round(outcome.done / seconds)}/s), ` +
      `${outcome.refused.length} refused, ${stored?.n} stored; load ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
  );
}

const pglite = await openDb({ memory: true });
await bench('PGlite', pglite);
await pglite.close();
const postgres = await startPostgres();
if ('skipped' in postgres) console.log(`PostgreSQL skipped: ${postgres.skipped}`);
else {
  const db = await openDb({ databaseUrl: postgres.url });
  await bench(`PostgreSQL (${postgres.where})`, db);
  await db.close();
  await postgres.stop();
}
