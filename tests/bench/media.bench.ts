// npm run bench:media: renditions made per second per format (cold, one at a time, from a 2400 x 1600 JPEG),
// then a cached rendition over loopback HTTP (200s, and 304s on If-None-Match), on the real app.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { RENDITION_FORMATS, RENDITION_WIDTHS } from '../../lib/media/renditions.ts';
import { loadConfig } from '../../server/config.ts';
import { openDb } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createApp } from '../../server/http/app.ts';
import { seedDemo } from '../../server/seed/demo.ts';
import { seedMedia } from '../../server/seed/media.ts';
import { formatLoad, runLoad } from './load.ts';

const dataDir = await mkdtemp(join(tmpdir(), 'media-bench-'));
const config = { ...loadConfig({}), dataDir };
const db = await openDb({ memory: true });
await migrate(db);
await seedDemo(db, { pepper: randomBytes(32), secrets: randomBytes(32) });
const [key] = await seedMedia(db, config); // the first demo image is 2400 x 1600
const app = createApp({ db, config, keys: { pepper: randomBytes(32), secrets: randomBytes(32) } });
const { server, port } = await new Promise<{ server: Server; port: number }>((resolve) => {
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) =>
    resolve({ server: server as Server, port: info.port }),
  ) as Server;
});
const url = (width: number, format: string) => `http://127.0.0.1:${port}/media/${key}/${width}.${format}`;

// Widths up to the original's: wider ones share the 2400 px file, so they are not separate renders.
const widths = RENDITION_WIDTHS.filter((width) => width <= 2400);
console.log(`Renditions of a 2400 x 1600 JPEG, cold, one at a time (${widths.join(', ')} px):`);
for (const format of RENDITION_FORMATS) {
  const started = performance.now();
  for (const width of widths) {
    const response = await fetch(url(width, format));
    if (response.status !== 200) throw new Error(`${width}.${format}: ${response.status}`);
    await response.arrayBuffer();
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `  ${format.padEnd(5)} ${(widths.length / seconds).toFixed(1).padStart(6)} renditions/s  ` +
      `(${((seconds * 1000) / widths.length).toFixed(0)} ms each on average)`,
  );
}

const load = { requests: 20_000, concurrency: 16, maxSeconds: 10 };
const cached = await runLoad(async () => {
  const response = await fetch(url(640, 'webp'));
  await response.arrayBuffer();
  return response.status === 200;
}, load);
console.log(formatLoad('cached 640.webp, 200 with the bytes', cached));
const etag = (await fetch(url(640, 'webp'))).headers.get('etag') ?? '';
const revalidated = await runLoad(async () => {
  const response = await fetch(url(640, 'webp'), { headers: { 'If-None-Match': etag } });
  await response.arrayBuffer();
  return response.status === 304;
}, load);
console.log(formatLoad('cached 640.webp, 304 on If-None-Match', revalidated));

server.closeAllConnections();
server.close();
await db.close();
await rm(dataDir, { recursive: true, force: true });
