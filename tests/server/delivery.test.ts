import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFile } from '../../elements/runtime/vite-precompress.ts';
import { createApp } from '../../server/http/app.ts';
import { startTestApi, type TestApi } from './harness.ts';

const SITE = 'https://rodeo-site.example';
// Built files as vite.config.ts names them: kit entries by name, chunks and host assets with a hash.
const SCRIPT = `export const greeting = ${JSON.stringify('Howdy from the kit. '.repeat(40))};\n`;
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="console-site-token" content="">
<title>Console</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head>
<body><div id="root">${'<!-- room to compress -->'.repeat(20)}</div></body></html>`;
const FILES: Record<string, string> = {
  'dist/kit/console-kit.js': SCRIPT,
  'dist/kit/chunks/runtime-Xy98Zw76.js': SCRIPT,
  'dist/kit/tiny.js': 'export {};\n',
  'dist/kit/.vite/manifest.json': '{"private":"build record"}',
  'dist/host/index.html': PAGE,
  'dist/host/assets/index-Ab12Cd34.js': SCRIPT,
  // The host build's record of which chunk each source became (server/http/route-preloads.ts reads it).
  'dist/host/.vite/manifest.json': JSON.stringify({
    'index.html': { file: 'assets/index-Ab12Cd34.js' },
    '../lib/resources/contact.ts': { file: 'assets/contact-Ef56Gh78.js' },
  }),
};

describe('delivery of the kit and the console', () => {
  let api: TestApi;
  let app: Hono;
  let root: string;
  beforeAll(async () => {
    api = await startTestApi({ database: 'pglite' });
    root = await mkdtemp(join(tmpdir(), 'delivery-'));
    for (const [path, text] of Object.entries(FILES)) {
      await mkdir(join(root, path, '..'), { recursive: true });
      await writeFile(join(root, path), text);
      if (path.endsWith('.js')) await precompressFile(join(root, path));
    }
    // The app finds dist/ in its working directory, as `npm start` runs it.
    const cwd = process.cwd();
    process.chdir(root);
    try {
      app = createApp({ db: api.db, keys: api.keys, config: { ...api.config, consoleOrigins: [SITE] } });
    } finally {
      process.chdir(cwd);
    }
  });
  afterAll(async () => {
    await api.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
  const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

  it('sends brotli, gzip or the plain file as the browser accepts, always with Vary', async () => {
    const cases: [string, string | null, (body: Buffer) => Buffer][] = [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip, br;q=0', 'gzip', gunzipSync],
      ['gzip ; q=0.5, identity', 'gzip', gunzipSync],
      ['', null, (body) => body],
      ['br;q=0, gzip;q=0', null, (body) => body],
    ];
    for (const [accept, encoding, decode] of cases) {
      const response = await get('/kit/console-kit.js', { 'Accept-Encoding': accept });
      expect([accept, response.status, response.headers.get('Content-Encoding')]).toEqual([
        accept,
        200,
        encoding,
      ]);
      expect(response.headers.get('Vary')).toBe('Accept-Encoding');
      expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
      const body = await bytes(response);
      expect(Number(response.headers.get('Content-Length'))).toBe(body.length);
      expect(decode(body).toString()).toBe(SCRIPT);
      if (encoding) expect(body.length).toBeLessThan(SCRIPT.length / 4);
    }
  });

  it('revalidates kit entries (ETag, 304) and keeps hashed chunks for good', async () => {
    const entry = await get('/kit/console-kit.js', { 'Accept-Encoding': 'br' });
    expect(entry.headers.get('Cache-Control')).toBe('no-cache');
    const etag = entry.headers.get('ETag')!;
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await get('/kit/console-kit.js', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect([again.status, (await bytes(again)).length]).toEqual([304, 0]);
    expect(again.headers.get('ETag')).toBe(etag);
    expect(again.headers.get('Access-Control-Allow-Origin')).toBe('*');
    // The plain file is another representation: its own tag, so a cache never mixes them up.
    const plain = await get('/kit/console-kit.js', { 'If-None-Match': etag });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('ETag')).not.toBe(etag);

    const chunk = await get('/kit/chunks/runtime-Xy98Zw76.js', { 'Accept-Encoding': 'gzip' });
    expect([chunk.status, chunk.headers.get('Cache-Control')]).toEqual([
      200,
      'public, max-age=31536000, immutable',
    ]);
    const head = await app.request('/kit/console-kit.js', {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect([head.status, head.headers.get('Content-Encoding'), (await bytes(head)).length]).toEqual([
      200,
      'gzip',
      0,
    ]);
    // Too small to be worth compressing: sent as it is, with nothing to vary on.
    const tiny = await get('/kit/tiny.js', { 'Accept-Encoding': 'br' });
    expect([tiny.headers.get('Content-Encoding'), tiny.headers.get('Vary')]).toEqual([null, null]);
  });

  it('lets any origin load the kit, and only CONSOLE_ORIGINS call the API', async () => {
    const kit = await get('/kit/console-kit.js', { Origin: 'https://any-site.example' });
    expect(kit.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(kit.headers.get('Access-Control-Allow-Credentials')).toBeNull();
    expect(kit.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
    const api1 = await get('/api?module=user&command=read', { Origin: 'https://any-site.example' });
    expect(api1.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const api2 = await get('/api?module=user&command=read', { Origin: SITE });
    expect(api2.headers.get('Access-Control-Allow-Origin')).toBe(SITE);
    const asset = await get('/assets/index-Ab12Cd34.js', { Origin: 'https://any-site.example' });
    expect(asset.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('answers 404, not the console page, for what is not a kit file', async () => {
    for (const path of [
      '/kit/missing.js',
      '/kit/.vite/manifest.json',
      '/kit/console-kit.js.br',
      '/kit/chunks/..%2f..%2fhost%2findex.html',
      '/kit/%E0%A4%A',
      '/assets/missing-12345678.js',
    ]) {
      const response = await get(path);
      expect([path, response.status]).toEqual([path, 404]);
      expect(await response.text()).not.toContain('<html');
    }
  });

  it('serves the console page compressed and revalidated, its token written in, on every route', async () => {
    for (const path of ['/', '/contact/list']) {
      const response = await get(path, { 'Accept-Encoding': 'br, gzip' });
      expect(response.headers.get('Content-Encoding')).toBe('br');
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect(response.headers.get('Vary')).toBe('Accept-Encoding');
      expect(response.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
      const page = brotliDecompressSync(await bytes(response)).toString();
      expect(page).toContain(`<meta name="console-site-token" content="${api.config.siteToken}"`);
      // A screen's page names its chunks, to load with the entry; the sign-in page at / names none.
      expect(page.includes('<link rel="modulepreload" crossorigin href="/assets/contact-Ef56Gh78.js">')).toBe(
        path === '/contact/list',
      );
      const etag = response.headers.get('ETag')!;
      const again = await get(path, { 'Accept-Encoding': 'br, gzip', 'If-None-Match': `W/${etag}` });
      expect(again.status).toBe(304);
    }
    const asset = await get('/assets/index-Ab12Cd34.js', { 'Accept-Encoding': 'gzip' });
    expect([asset.headers.get('Content-Encoding'), asset.headers.get('Cache-Control')]).toEqual([
      'gzip',
      'public, max-age=31536000, immutable',
    ]);
  });
});
