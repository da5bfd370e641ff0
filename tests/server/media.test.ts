import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaRecord } from '../../lib/protocol/media.ts';
import { databases } from './harness.ts';
import { blob, filesUnder, photo, pngClaiming, startMediaApi, upload } from './media-fixture.ts';

type MediaApi = Awaited<ReturnType<typeof startMediaApi>>;
const IMAGE_MAX_BYTES = 400_000;
const half = (bytes: Buffer) => bytes.subarray(0, bytes.length >> 1);

describe.each(databases())('media uploads and renditions on %s', (database) => {
  let api: MediaApi;
  let user: string;
  let original: Buffer;
  let image: MediaRecord;
  beforeAll(async () => {
    api = await startMediaApi(database, { imageMaxBytes: IMAGE_MAX_BYTES });
    user = await api.login('user@demo.test');
    original = await photo(2400, 1600);
    const result = await upload(api, 'image', user, blob(original, 'image/jpeg'), 'arena.jpg');
    expect(result.status, JSON.stringify(result.packet.errors)).toBe(200);
    image = result.packet.payload as MediaRecord;
  });
  afterAll(() => api.close());

  const dir = (name: 'originals' | 'renditions' | 'staging') => join(api.dataDir, 'media', name);
  const get = (path: string, headers: Record<string, string> = {}) => api.app.request(path, { headers });
  const stored = async () => ({
    rows: (await api.db.query<{ n: number }>('SELECT count(*) AS n FROM media_objects'))[0]?.n,
    originals: (await filesUnder(dir('originals'))).length,
    staging: await filesUnder(dir('staging')),
  });

  it('records the facts of an upload from its bytes and keeps the original', async () => {
    expect(image).toMatchObject({
      kind: 'image',
      filename: 'arena.jpg',
      mime: 'image/jpeg',
      size: original.length,
      width: 2400,
      height: 1600,
      sha256: createHash('sha256').update(original).digest('hex'),
    });
    expect(image.key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await filesUnder(dir('originals'))).toContain(`${image.key.slice(0, 2)}/${image.key}`);
    expect(await filesUnder(dir('staging'))).toEqual([]);
  });

  it.each([
    [640, 'webp', 'webp'],
    [1024, 'avif', 'heif'],
    [320, 'jpg', 'jpeg'],
  ])('renders %i px %s on first request, cached and immutable', async (width, format, decoded) => {
    const response = await get(`/media/${image.key}/${width}.${format}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await response.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual([
      decoded,
      width,
      Math.round((width * 2) / 3),
    ]);
    const etag = response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await get(`/media/${image.key}/${width}.${format}`, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await filesUnder(join(dir('renditions'), image.key))).toContain(`${width}.${format}`);
  });

  it('never upscales: wider requests get the original width, from one shared file', async () => {
    const wide = await get(`/media/${image.key}/3072.jpg`);
    const wider = await get(`/media/${image.key}/4608.jpg`);
    expect((await sharp(Buffer.from(await wide.arrayBuffer())).metadata()).width).toBe(2400);
    expect(wider.headers.get('etag')).toBe(wide.headers.get('etag'));
    expect(await filesUnder(join(dir('renditions'), image.key))).toContain('2400.jpg');
  });

  it('renders once when many ask for a new rendition at the same time', async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => get(`/media/${image.key}/1280.webp`)),
    );
    const bodies = await Promise.all(
      responses.map(async (r) => Buffer.from(await r.arrayBuffer()).toString('base64')),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(bodies).size).toBe(1);
    const files = await filesUnder(join(dir('renditions'), image.key));
    expect(files.filter((f) => f.startsWith('1280.webp'))).toEqual(['1280.webp']);
  });

  it.each([
    [
      '1000.webp',
      "No rendition '1000.webp': renditions are {width}.avif, .webp or .jpg, widths 320, 640, 768, 960, 1024, 1280, 1536, 1920, 2048, 2304, 2560, 3072, 3840, 4608",
    ],
    ['640.png', /^No rendition '640.png'/],
    ['0640.webp', /^No rendition '0640.webp'/],
  ])('refuses %s: no arbitrary sizes or formats', async (file, message) => {
    const response = await get(`/media/${image.key}/${file}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(message);
  });

  it('answers 404 for an unknown or malformed key', async () => {
    expect((await get(`/media/${'A'.repeat(32)}/640.webp`)).status).toBe(404);
    expect((await get('/media/..%2F..%2Fetc/640.webp')).status).toBe(404);
  });

  it.each([
    [
      'a truncated JPEG',
      async () => blob(half(await photo(800, 600))),
      'half.jpg',
      400,
      'half.jpg is damaged or truncated: it cannot be decoded to the end',
    ],
    [
      'a text file named .jpg',
      async () => blob('hello, not a picture', 'image/jpeg'),
      'photo.jpg',
      400,
      'photo.jpg is not a JPEG, PNG, WebP, AVIF or GIF image (judged by its content, not its name)',
    ],
    [
      'a 30,000 x 30,000 pixel PNG',
      async () => blob(pngClaiming(30_000, 30_000), 'image/png'),
      'bomb.png',
      413,
      'The image is 30000 x 30000 pixels; the limit is 50 megapixels',
    ],
    [
      'an oversize image',
      async () => blob(Buffer.alloc(IMAGE_MAX_BYTES + 1, 0xff)),
      'big.jpg',
      413,
      'The file big.jpg is larger than 0.4 MB, the limit',
    ],
    ['an empty file', async () => blob(''), 'empty.png', 400, 'The file empty.png is empty'],
  ])('refuses %s with a clear message and keeps nothing', async (_what, make, filename, status, detail) => {
    const before = await stored();
    const result = await upload(api, 'image', user, await make(), filename);
    expect(result.status).toBe(status);
    expect(result.packet.errors[0]?.detail).toBe(detail);
    expect(await stored()).toEqual(before);
    expect(before.staging).toEqual([]);
  });

  it('takes the name from a field, refuses prototype keys and anything but one part named file', async () => {
    const small = blob(await photo(400, 300), 'image/jpeg');
    const named = await upload(api, 'image', user, small, 'IMG_0001.jpg', { name: 'Barrel race.jpg' });
    expect((named.packet.payload as MediaRecord).filename).toBe('Barrel race.jpg');
    const before = await stored();
    const bad = await upload(api, 'image', user, small, 'x.jpg', { 'meta[__proto__][x]': '1' });
    expect([bad.status, bad.packet.errors[0]?.detail]).toEqual([
      400,
      "Forbidden field name 'meta[__proto__][x]'",
    ]);
    const form = new FormData();
    form.append('picture', small, 'x.jpg');
    const wrong = await api.app.request('/api?module=image&command=upload', {
      method: 'POST',
      headers: { Authorization: `Bearer ${user}` },
      body: form,
    });
    expect((await wrong.json()).errors[0].detail).toBe("Send the file in the part 'file', not 'picture'");
    expect(await stored()).toEqual(before);
  });

  it('refuses an upload sent as JSON, or without a user token', async () => {
    const json = await api.call('image', 'upload', { token: user, body: { name: 'x.jpg' } });
    expect([json.status, json.packet.errors[0]?.detail]).toEqual([
      415,
      "Send the upload as multipart/form-data with the file in the part 'file'",
    ]);
    const anonymous = await upload(api, 'image', '', blob(original), 'x.jpg');
    expect(anonymous.status).toBe(401);
  });

  it('keeps files of any type but executables and serves them as safe attachments', async () => {
    const text = 'date,rodeo\n2026-06-01,Cody\n';
    const kept = await upload(api, 'file', user, blob(text, 'text/html'), 'Résumé "final".csv');
    expect(kept.status).toBe(200);
    const file = kept.packet.payload as MediaRecord;
    expect(file).toMatchObject({
      kind: 'file',
      // Typed by its content and name, never by the text/html the client claimed.
      mime: 'text/csv',
      width: null,
      size: text.length,
    });
    const record = await api.call('file', 'create', {
      token: user,
      body: { name: file.filename, media_key: file.key },
    });
    expect(record.status, JSON.stringify(record.packet.errors)).toBe(200);
    const fileId = (record.packet.payload as { file_id: number }).file_id;
    const response = await api.app.request(`/api?module=file&command=download&file_id=${fileId}`, {
      headers: { Authorization: `Bearer ${user}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="R_sum_ _final_.csv"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22.csv`,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-type')).toBe('text/csv');
    expect(await response.text()).toBe(text);
  });

  it.each([
    [
      'MZ\x90\x00rest-of-a-PE',
      'report.pdf',
      'report.pdf is an executable (PE); executables are not accepted',
    ],
    ['\x7fELF\x02\x01\x01', 'data.txt', 'data.txt is an executable (ELF); executables are not accepted'],
    ['\xcf\xfa\xed\xfe\x07', 'tool', 'tool is an executable (MACH-O); executables are not accepted'],
    [
      '#!/bin/sh\nrm -rf /',
      'notes',
      'notes is an executable (a script with #!); executables are not accepted',
    ],
    ['echo hi', 'setup.sh', 'setup.sh: .sh files are not accepted (executables and scripts)'],
    ['@echo off', 'RUN.BAT', 'RUN.BAT: .bat files are not accepted (executables and scripts)'],
  ])('refuses the executable %j named %s and keeps nothing', async (bytes, filename, detail) => {
    const before = await stored();
    const result = await upload(api, 'file', user, blob(Buffer.from(bytes, 'latin1')), filename);
    expect([result.status, result.packet.errors[0]?.detail]).toEqual([415, detail]);
    expect(await stored()).toEqual(before);
  });

  it('seeded real demo images and files through the upload path, each with its record', async () => {
    const rows = await api.db.query<{ width: number; height: number; mime: string; media_key: string }>(
      `SELECT m.width, m.height, m.mime, m.media_key FROM images i JOIN media_objects m USING (media_key)
        WHERE i.account_id = 1 ORDER BY m.width DESC`,
    );
    expect(rows.map(({ media_key: _key, ...facts }) => facts)).toEqual([
      { width: 2400, height: 1600, mime: 'image/jpeg' },
      { width: 1600, height: 1200, mime: 'image/jpeg' },
      { width: 1200, height: 800, mime: 'image/jpeg' },
    ]);
    expect((await get(`/media/${rows[2]!.media_key}/640.avif`)).status).toBe(200);
    const files = await api.db.query<{ name: string; mime: string }>(
      'SELECT name, mime FROM files WHERE account_id = 1 ORDER BY name',
    );
    expect(files).toEqual(
      expect.arrayContaining([
        { name: '2026 schedule.csv', mime: 'text/csv' },
        { name: 'Arena map.png', mime: 'image/png' },
        { name: 'Sponsor terms.txt', mime: 'text/plain' },
      ]),
    );
  });

  it('answers 404 when another server process deleted an image this one still remembers', async () => {
    const gone = (await upload(api, 'image', user, blob(await photo(700, 500)), 'gone.jpg')).packet
      .payload as MediaRecord;
    expect((await get(`/media/${gone.key}/320.jpg`)).status).toBe(200);
    // What deleteMedia does in the other process: row, original, renditions; this one's memory stays.
    await api.db.query('DELETE FROM media_objects WHERE media_key = $1', [gone.key]);
    await rm(join(dir('originals'), gone.key.slice(0, 2), gone.key));
    await rm(join(dir('renditions'), gone.key), { recursive: true });
    expect((await get(`/media/${gone.key}/640.jpg`)).status).toBe(404);
    expect(await filesUnder(join(dir('renditions'), gone.key))).toEqual([]);
  });
});
