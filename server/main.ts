import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { loadConfig } from './config.ts';
import { openDb } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { createApp } from './http/app.ts';
import { loadKeys } from './keys.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './seed/demo.ts';

const config = loadConfig();
const keys = loadKeys(config);
const started = performance.now();
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
await migrate(db);
const seeded = await seedDemo(db, keys);
const app = createApp({ db, config, keys });

const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite in ${join(config.dataDir, 'pglite')}`;
  console.log(
    `Console kit API on http://${info.address}:${info.port}/ (${where}, ready in ${Math.round(performance.now() - started)} ms)`,
  );
  if (seeded) console.log('Seeded the demo data.');
  console.log(`Demo logins (password "${DEMO_PASSWORD}"):`);
  for (const account of DEMO_ACCOUNTS) {
    for (const user of account.users)
      console.log(`  ${user.email.padEnd(20)} level ${user.access}  ${account.name}`);
  }
});

// Finish requests in flight, then close the database so PGlite ends with a clean checkpoint.
let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  server.close(() => {
    db.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
