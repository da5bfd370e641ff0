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
    expect(await sweep()).toEqual({ unclaimed: 0, unfinished: 0, halfWritten: 0, staging: 0 });
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

  it('removes what the database noted and did not finish, half-written files and cut-off staged uploads; keeps bytes it never noted and young ones', async () => {
    const [cutOff, unnoted, young, deleted, unnotedRendition] = ['z', 'v', 'x', 'w', 'u'].map((c) =>
      c.repeat(32),
    ) as [string, string, string, string, string];
    const original = (key: string) => join(dir('originals'), key.slice(0, 2), key);
    const partial = join(dir('originals'), 'zz', `${'y'.repeat(32)}.1234.part`);
    const rendition = (key: string) => join(dir('renditions'), key, '320.webp');
    const staged = join(dir('staging'), 'cut-off-upload');
    const files = [original(cutOff), original(unnoted), original(young), partial, rendition(deleted)];
    for (const path of [...files, rendition(unnotedRendition), staged]) {
      await mkdir(join(path, '..'), { recursive: true });
      await writeFile(path, 'x');
    }
    // An upload cut off before its row, a rendition made while its key was deleted; one noted just now.
    const note = (key: string, state: string, minutesAgo: number) =>
      api.db.query(
        `INSERT INTO media_store_ledger (media_key, storage_path, state, noted_at) VALUES ($1, $2, $3, $4)`,
        [key, `${key.slice(0, 2)}/${key}`, state, new Date(Date.now() - minutesAgo * 60_000).toISOString()],
      );
    await note(cutOff, 'writing', GRACE_MINUTES + 5);
    await note(deleted, 'deleted', GRACE_MINUTES + 5);
    await note(young, 'writing', 0);
    // Renditions are objects (docs/deploy.md): their own times count, not their folder's.
    for (const path of [...files, rendition(unnotedRendition), staged]) await age(path, GRACE_MINUTES + 5);
    const claimedBefore = await state();

    expect(await sweep()).toEqual({ unclaimed: 0, unfinished: 2, halfWritten: 1, staging: 1 });
    const after = await filesUnder(dir('originals'));
    expect(after).toContain(`vv/${unnoted}`);
    expect(after).toContain(`xx/${young}`);
    expect(after).not.toContain(`zz/${cutOff}`);
    expect(after.filter((name) => name.endsWith('.part'))).toEqual([]);
    expect(await filesUnder(join(dir('renditions'), deleted))).toEqual([]);
    expect(await filesUnder(join(dir('renditions'), unnotedRendition))).toEqual(['320.webp']);
    expect(await filesUnder(dir('staging'))).toEqual([]);
    // Every original a row names is still there.
    expect((await state()).rows).toEqual(claimedBefore.rows);
    for (const key of claimedBefore.rows) expect(after.some((name) => name.endsWith(key))).toBe(true);
  });
});
