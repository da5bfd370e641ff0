import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaRecord } from '../../lib/protocol/media.ts';
import { sweepOrphanMedia } from '../../server/media/sweep.ts';
import { databases } from './harness.ts';
import { blob, filesUnder, photo, startMediaApi, upload } from './media-fixture.ts';

type MediaApi = Awaited<ReturnType<typeof startMediaApi>>;
const GRACE_MINUTES = 60;
const later = (minutes: number) => Date.now() + minutes * 60_000;
const age = async (path: string, minutes: number) => {
  const then = new Date(Date.now() - minutes * 60_000);
  await utimes(path, then, then);
};

describe.each(databases())('the orphan media sweep on %s', (database) => {
  let api: MediaApi;
  let user: string;
  beforeAll(async () => {
    api = await startMediaApi(database, { orphanGraceMinutes: GRACE_MINUTES });
    user = await api.login('user@demo.test');
  });
  afterAll(() => api.close());

  const dir = (name: 'originals' | 'renditions' | 'staging') => join(api.dataDir, 'media', name);
  const sweep = (now = Date.now()) => sweepOrphanMedia(api.db, api.config, now);
  const state = async () => ({
    rows: (await api.db.query<{ media_key: string }>('SELECT media_key FROM media_objects ORDER BY 1')).map(
      (row) => row.media_key,
    ),
    originals: (await filesUnder(dir('originals'))).sort(),
  });
  const unclaimedUpload = async (name: string) =>
    (await upload(api, 'image', user, blob(await photo(400, 300)), name)).packet.payload as MediaRecord;

  it('keeps an unclaimed upload through the grace period, then removes its row, bytes and renditions', async () => {
    const upload = await unclaimedUpload('abandoned.jpg');
    expect((await api.app.request(`/media/${upload.key}/320.webp`)).status).toBe(200);
    const before = await state();
    expect(await sweep()).toEqual({ unclaimed: 0, strayOriginals: 0, strayRenditions: 0, staging: 0 });
    expect(await state()).toEqual(before);

    expect((await sweep(later(GRACE_MINUTES + 1))).unclaimed).toBe(1);
    const after = await state();
    expect(after.rows).toEqual(before.rows.filter((key) => key !== upload.key));
    expect(after.originals).toEqual(before.originals.filter((name) => !name.endsWith(upload.key)));
    expect(await filesUnder(join(dir('renditions'), upload.key))).toEqual([]);
    expect((await api.app.request(`/media/${upload.key}/320.webp`)).status).toBe(404);
  });

  it('never removes media a record claims, however old', async () => {
    const claimed = await unclaimedUpload('claimed.jpg');
    const created = await api.call('image', 'create', {
      token: user,
      body: { title: 'Kept', alt: 'Kept', media_key: claimed.key },
    });
    expect(created.status).toBe(200);
    const before = await state();
    expect((await sweep(later(10 * GRACE_MINUTES))).unclaimed).toBe(0);
    expect(await state()).toEqual(before);
  });

  it('removes old bytes no row names, stray rendition folders and cut-off staged uploads; keeps young ones', async () => {
    const stray = join(dir('originals'), 'zz', 'z'.repeat(32));
    const partial = join(dir('originals'), 'zz', `${'y'.repeat(32)}.1234.part`);
    const young = join(dir('originals'), 'zz', 'x'.repeat(32));
    const rendition = join(dir('renditions'), 'w'.repeat(32));
    const staged = join(dir('staging'), 'cut-off-upload');
    await mkdir(join(dir('originals'), 'zz'), { recursive: true });
    await mkdir(rendition, { recursive: true });
    await mkdir(dir('staging'), { recursive: true });
    for (const path of [stray, partial, young, join(rendition, '320.webp'), staged])
      await writeFile(path, 'x');
    // Renditions are objects (docs/deploy.md): their own times count, not their folder's.
    for (const path of [stray, partial, join(rendition, '320.webp'), staged])
      await age(path, GRACE_MINUTES + 5);
    const claimedBefore = await state();

    expect(await sweep()).toEqual({ unclaimed: 0, strayOriginals: 2, strayRenditions: 1, staging: 1 });
    const after = await filesUnder(dir('originals'));
    expect(after).toContain(`zz/${'x'.repeat(32)}`);
    expect(after).not.toContain(`zz/${'z'.repeat(32)}`);
    expect(await filesUnder(rendition)).toEqual([]);
    expect(await filesUnder(dir('staging'))).toEqual([]);
    // Every original a row names is still there.
    expect((await state()).rows).toEqual(claimedBefore.rows);
    for (const key of claimedBefore.rows) expect(after.some((name) => name.endsWith(key))).toBe(true);
  });
});
