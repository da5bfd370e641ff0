// npm run bench:capture: form submissions per second through capture/submit, one at a time, in-process on
// PGlite with the per-site rate limit lifted. A figure only: npm test asserts that submissions are taken,
// not how fast (a timed test flakes on a loaded machine).
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../server/config.ts';
import { openDb } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createApp } from '../../server/http/app.ts';
import { seedDemo } from '../../server/seed/demo.ts';

const COUNT = Number(process.env.BENCH_CAPTURES ?? 1000);
const db = await openDb({ memory: true });
await migrate(db);
const keys = { pepper: randomBytes(32), secrets: randomBytes(32) };
await seedDemo(db, keys);
const config = { ...loadConfig({}), captureRatePerMinute: 1_000_000 };
const app = createApp({ db, config, keys });
const socket = { incoming: { socket: { remoteAddress: '192.0.2.1' } } };

const started = performance.now();
for (let i = 0; i < COUNT; i += 1) {
  const response = await app.request(
    '/api?module=capture&command=submit',
    {
      method: 'POST',
      headers: { Authorization: `Bearer ${config.siteToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        site: 'www.demo.test',
        form: 'newsletter',
        fields: { email: `fan${i}@example.com`, opt_in: true },
      }),
    },
    socket,
  );
  if (response.status !== 200) throw new Error(`submission ${i}: ${response.status}`);
}
const seconds = (performance.now() - started) / 1000;
console.log(
  `capture on PGlite, in-process, one at a time: ${COUNT} in ${seconds.toFixed(2)} s (${Math.round(COUNT / seconds)} req/s)`,
);
await db.close();
