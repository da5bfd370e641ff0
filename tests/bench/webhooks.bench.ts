// npm run bench:webhooks: signed Stripe checkout events turned into ticket orders per second, over loopback
// HTTP on the real app, on PGlite and on PostgreSQL; then the same events delivered again (replays: answered,
// nothing written); then a check that every event made exactly one order.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { loadConfig } from '../../server/config.ts';
import { openDb, type Db } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createApp } from '../../server/http/app.ts';
import { seedDemo } from '../../server/seed/demo.ts';
import { checkoutCompletedEvent, type SimEvent } from '../../server/stripe-sim/events.ts';
import { stripeSignatureHeader } from '../../server/webhooks/stripe-signature.ts';
import { formatLoad, runLoad } from './load.ts';
import { startPostgres } from './postgres.ts';

const SECRET = 'whsec_demoRodeoNetworkNotARealSecret4242'; // server/seed/connections.ts
const LOAD = { requests: 3000, concurrency: 8, maxSeconds: 15 };

async function bench(label: string, db: Db): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'webhook-bench-'));
  const keys = { pepper: randomBytes(32), secrets: randomBytes(32) };
  await migrate(db);
  await seedDemo(db, keys);
  const app = createApp({ db, config: { ...loadConfig({}), dataDir }, keys });
  const [{ stripe_connection_id: connection, account_id: accountId }] = (await db.query(
    "SELECT stripe_connection_id, account_id FROM stripe_connections WHERE stripe_account_id = 'acct_demoRodeoNetwork'",
  )) as [{ stripe_connection_id: number; account_id: number }];
  const [{ rodeo_id: rodeoId }] = (await db.query(
    "SELECT rodeo_id FROM rodeos WHERE account_id = $1 AND status <> 'draft' LIMIT 1",
    [accountId],
  )) as [{ rodeo_id: number }];
  const { server, port } = await new Promise<{ server: Server; port: number }>((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) =>
      resolve({ server: server as Server, port: info.port }),
    ) as Server;
  });
  const sent: SimEvent[] = [];
  const deliver = async (event: SimEvent): Promise<boolean> => {
    const body = JSON.stringify(event);
    const response = await fetch(`http://127.0.0.1:${port}/webhooks/stripe/${connection}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Stripe-Signature': stripeSignatureHeader(SECRET, Math.floor(Date.now() / 1000), body),
      },
      body,
    });
    await response.arrayBuffer();
    return response.status === 200;
  };
  const fresh = await runLoad(() => {
    const event = checkoutCompletedEvent({
      rodeoId,
      quantity: 2,
      unitAmount: 2800,
      currency: 'usd',
      buyerName: 'Bench Buyer',
      buyerEmail: 'bench@example.com',
    });
    sent.push(event);
    return deliver(event);
  }, LOAD);
  console.log(formatLoad(`${label}: new checkout events -> orders`, fresh));
  let next = 0;
  const replays = await runLoad(() => deliver(sent[next++ % sent.length]!), LOAD);
  console.log(formatLoad(`${label}: the same events again (replays)`, replays));
  const [{ orders }] = (await db.query(
    "SELECT count(*)::int AS orders FROM ticket_orders WHERE order_number LIKE 'WEB-%'",
  )) as [{ orders: number }];
  console.log(
    `${label}: ${sent.length} events sent, ${fresh.requests - fresh.failures} accepted, ${orders} orders made ` +
      `(${orders === fresh.requests - fresh.failures ? 'one per event' : 'MISMATCH'})`,
  );
  server.close();
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
}

await bench('PGlite', await openDb({ memory: true }));
const postgres = await startPostgres();
if ('skipped' in postgres) console.log(`PostgreSQL skipped: ${postgres.skipped}`);
else {
  await bench('PostgreSQL 15', await openDb({ databaseUrl: postgres.url }));
  await postgres.stop();
}
