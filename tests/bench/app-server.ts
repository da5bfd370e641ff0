import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { loadConfig } from '../../server/config.ts';
import type { Db } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createApp } from '../../server/http/app.ts';
import type { Keys } from '../../server/keys.ts';
import { seedDemo } from '../../server/seed/demo.ts';

export interface BenchServer {
  /** The API entry, e.g. http://127.0.0.1:41234/api */
  api: string;
  keys: Keys;
  siteToken: string;
  close: () => Promise<void>;
}

/** The real app as server/main.ts starts it (migrate, demo seed, createApp), on a free loopback port. */
export async function startServer(db: Db): Promise<BenchServer> {
  // Defaults, not process.env: DATABASE_URL picks the bench database, it must not reconfigure the app.
  const config = loadConfig({});
  // Fresh keys: the bench database is thrown away, so nothing needs to read these secrets again.
  const keys: Keys = { pepper: randomBytes(32), secrets: randomBytes(32) };
  await migrate(db);
  await seedDemo(db, keys);
  const app = createApp({ db, config, keys });
  const { server, port } = await new Promise<{ server: Server; port: number }>((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) =>
      resolve({ server: server as Server, port: info.port }),
    ) as Server;
  });
  return {
    api: `http://127.0.0.1:${port}/api`,
    keys,
    siteToken: config.siteToken,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // fetch keeps connections alive; without this close() waits for them to time out.
        server.closeAllConnections();
      }),
  };
}
