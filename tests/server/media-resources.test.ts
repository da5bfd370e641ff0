import { cleanFilename } from '../../server/media/content-disposition.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { MediaRecord } from '../../lib/protocol/media.ts';
import { databases } from './harness.ts';
import { blob, filesUnder, photo, startMediaApi, upload } from './media-fixture.ts';

type MediaApi = Awaited<ReturnType<typeof startMediaApi>>;
type Row = Record<string, unknown>;

const XSS = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "javascript:alert('x')"];

describe.each(databases())('image, file and bucket records on %s', (database) => {
  let api: MediaApi;
  let user: string;
  let other: string;
  beforeAll(async () => {
    api = await startMediaApi(database);
    user = await api.login('user@demo.test');
    other = await api.login('owner@other.test');
  });
  afterAll(() => api.close());

  const dir = (name: 'originals' | 'renditions') => join(api.dataDir, 'media', name);
  const get = (path: string) => api.app.request(path);
  const ok = <T = Row>(result: { status: number; packet: { payload?: unknown; errors: unknown[] } }): T => {
    expect(result.status, JSON.stringify(result.packet.errors)).toBe(200);
    return result.packet.payload as T;
  };
  const uploaded = async (kind: 'image' | 'file', token: string, bytes: Buffer | string, name: string) =>
    ok<MediaRecord>(await upload(api, kind, token, blob(bytes), name));
  const mediaRows = async (key: string) =>
    api.db.query('SELECT 1 FROM media_objects WHERE media_key = $1', [key]);
  const bucketOf = async (account: number, name: string) =>
    (
      await api.db.query<{ bucket_id: number }>(
        'SELECT bucket_id FROM buckets WHERE account_id = $1 AND name = $2',
        [account, name],
      )
    )[0]!.bucket_id;

  it('image: upload, then create with the key; the facts come from the bytes; search, filter, replace, delete', async () => {
    const first = await uploaded('image', user, await photo(900, 600), 'zephyr.jpg');
    const arena = await bucketOf(1, 'Arena');
    const made = ok(
      await api.call('image', 'create', {
        token: user,
        body: { title: 'Zephyr roping', alt: 'A roper in the arena', bucket: arena, media_key: first.key },
      }),
    );
    expect(made).toMatchObject({
      title: 'Zephyr roping',
      bucket: arena,
      media_key: first.key,
      width: 900,
      height: 600,
      bytes: first.size,
      mime: 'image/jpeg',
      sha256: first.sha256,
      account_id: 1,
    });
    const id = made.image_id as number;
    const forged = await api.call('image', 'create', {
      token: user,
      body: { title: 'x', alt: 'x', media_key: first.key, width: 5 },
    });
    expect([forged.status, forged.packet.errors[0]?.detail]).toEqual([
      400,
      'Leave out width: not accepted here',
    ]);

    const { list } = ok<{ list: Row[] }>(
      await api.call('image', 'list', {
        token: user,
        body: { search: 'zephyr', filters: [{ field: 'bucket', operator: '=', value: arena }] },
      }),
    );
    expect(list.map((row) => row.image_id)).toEqual([id]);
    expect((await get(`/media/${first.key}/320.webp`)).status).toBe(200);

    // Replace: the record shows the new picture; the old original and its renditions go.
    const second = await uploaded('image', user, await photo(640, 480), 'second.jpg');
    const replaced = ok(
      await api.call('image', 'update', {
        token: user,
        body: { image_id: id, media_key: second.key, updated_at: await api.versionOf('image', id) },
      }),
    );
    expect(replaced).toMatchObject({
      media_key: second.key,
      width: 640,
      height: 480,
      title: 'Zephyr roping',
    });
    expect(await mediaRows(first.key)).toHaveLength(0);
    expect(await filesUnder(join(dir('renditions'), first.key))).toEqual([]);
    expect((await get(`/media/${first.key}/320.webp`)).status).toBe(404);
    expect((await filesUnder(dir('originals'))).some((name) => name.endsWith(first.key))).toBe(false);

    // An author's avatar that points at the image is cleared when the image goes.
    const [author] = await api.db.query<{ author_id: number }>(
      'SELECT author_id FROM authors WHERE account_id = 1 LIMIT 1',
    );
    ok(
      await api.call('author', 'update', {
        token: user,
        body: {
          author_id: author!.author_id,
          avatar: id,
          updated_at: await api.versionOf('author', author!.author_id),
        },
      }),
    );
    expect((await get(`/media/${second.key}/320.jpg`)).status).toBe(200);
    expect(ok(await api.call('image', 'delete', { token: user, query: { image_id: String(id) } }))).toEqual({
      success: true,
    });
    // In the trash: no longer delivered, its bytes kept for a restore until the purge (docs/behaviour.md#trash).
    expect((await get(`/media/${second.key}/320.jpg`)).status).toBe(404);
    expect(await mediaRows(second.key)).toHaveLength(1);
    ok(await api.call('image', 'purge', { token: user, query: { image_id: String(id) } }));
    expect(await mediaRows(second.key)).toHaveLength(0);
    expect((await filesUnder(dir('originals'))).some((name) => name.endsWith(second.key))).toBe(false);
    expect(await filesUnder(join(dir('renditions'), second.key))).toEqual([]);
    const [cleared] = await api.db.query<{ avatar: number | null }>(
      'SELECT avatar FROM authors WHERE author_id = $1',
      [author!.author_id],
    );
    expect(cleared?.avatar).toBeNull();
  });

  it('file: upload, create in a folder, rename, folders, download byte for byte under its name, delete', async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
    const stored = await uploaded('file', user, bytes, 'IMG_0001.bin');
    const made = ok(
      await api.call('file', 'create', {
        token: user,
        body: { name: 'Ledger.bin', folder: 'Finance/2026', media_key: stored.key },
      }),
    );
    expect(made).toMatchObject({
      size: bytes.length,
      mime: 'application/octet-stream',
      sha256: stored.sha256,
    });
    const id = made.file_id as number;
    ok(
      await api.call('file', 'update', {
        token: user,
        body: { file_id: id, name: 'Ledger – final.bin', updated_at: await api.versionOf('file', id) },
      }),
    );

    const download = await api.call('file', 'download', { token: user, query: { file_id: String(id) } });
    expect(download.status).toBe(200);
    expect(download.response.headers.get('content-disposition')).toBe(
      `attachment; filename="Ledger _ final.bin"; filename*=UTF-8''Ledger%20%E2%80%93%20final.bin`,
    );
    expect(download.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await download.response.arrayBuffer()).equals(bytes)).toBe(true);

    const { folders } = ok<{ folders: { folder: string | null; count: number }[] }>(
      await api.call('file', 'folders', { token: user }),
    );
    expect(folders).toEqual([
      { folder: 'Contracts/2026', count: 1 },
      { folder: 'Finance/2026', count: 1 },
      { folder: 'Maps', count: 1 },
      { folder: 'Schedules', count: 1 },
    ]);
    const theirs = ok<{ folders: unknown[] }>(await api.call('file', 'folders', { token: other }));
    expect(theirs.folders).toEqual([{ folder: null, count: 1 }]);

    const { list } = ok<{ list: Row[] }>(
      await api.call('file', 'list', {
        token: user,
        body: { filters: [{ field: 'folder', operator: '=', value: 'Finance/2026' }] },
      }),
    );
    expect(list.map((row) => row.name)).toEqual(['Ledger – final.bin']);

    ok(await api.call('file', 'delete', { token: user, query: { file_id: String(id) } }));
    expect(await mediaRows(stored.key)).toHaveLength(1);
    ok(await api.call('file', 'purge', { token: user, query: { file_id: String(id) } }));
    expect(await mediaRows(stored.key)).toHaveLength(0);
    expect((await filesUnder(dir('originals'))).some((name) => name.endsWith(stored.key))).toBe(false);
    const gone = await api.call('file', 'download', { token: user, query: { file_id: String(id) } });
    expect(gone.status).toBe(404);
  });

  it('claims only an unclaimed upload of the caller’s account and of the record’s kind', async () => {
    const mine = await uploaded('image', user, await photo(320, 200), 'mine.jpg');
    const theirs = await uploaded('image', other, await photo(320, 200), 'theirs.jpg');
    const doc = await uploaded('file', user, 'minutes', 'minutes.txt');
    const before = await api.db.query('SELECT image_id, media_key FROM images ORDER BY 1');
    const refusal = 'media_key: no uploaded image with that key in this account; upload it first';
    for (const key of [theirs.key, doc.key, 'Z'.repeat(32)]) {
      const result = await api.call('image', 'create', {
        token: user,
        body: { title: 't', alt: 'a', media_key: key },
      });
      expect([result.status, result.packet.errors[0]?.detail]).toEqual([400, refusal]);
    }
    const malformed = await api.call('image', 'create', {
      token: user,
      body: { title: 't', alt: 'a', media_key: '../../etc/passwd' },
    });
    expect([malformed.status, malformed.packet.errors[0]?.detail]).toEqual([
      400,
      'media_key: Invalid media key',
    ]);
    const [seeded] = await api.db.query<{ image_id: number; media_key: string }>(
      'SELECT image_id, media_key FROM images WHERE account_id = 1 ORDER BY 1 LIMIT 1',
    );
    const taken = await api.call('image', 'create', {
      token: user,
      body: { title: 't', alt: 'a', media_key: seeded!.media_key },
    });
    expect([taken.status, taken.packet.errors[0]?.detail]).toEqual([
      409,
      'media_key: that upload already belongs to another image',
    ]);
    const swapped = await api.call('image', 'update', {
      token: user,
      body: {
        image_id: seeded!.image_id,
        media_key: theirs.key,
        updated_at: await api.versionOf('image', seeded!.image_id),
      },
    });
    expect([swapped.status, swapped.packet.errors[0]?.detail]).toEqual([400, refusal]);
    expect(await api.db.query('SELECT image_id, media_key FROM images ORDER BY 1')).toEqual(before);
    expect(await mediaRows(mine.key)).toHaveLength(1);
    expect(await mediaRows(seeded!.media_key)).toHaveLength(1);
  });

  it('another account’s records answer 404 to every command that takes their id, and stay as they were', async () => {
    const snapshot = () =>
      Promise.all(
        ['images', 'files', 'buckets', 'media_objects'].map((t) =>
          api.db.query(`SELECT * FROM ${t} ORDER BY 1`),
        ),
      );
    const before = await snapshot();
    const [image] = await api.db.query<{ image_id: number }>(
      'SELECT image_id FROM images WHERE account_id = 2',
    );
    const [file] = await api.db.query<{ file_id: number }>('SELECT file_id FROM files WHERE account_id = 2');
    const bucket = await bucketOf(2, 'Property Photos');
    const own = await bucketOf(1, 'Archive');
    const attempts = [
      await api.call('image', 'read', { token: user, query: { image_id: String(image!.image_id) } }),
      await api.call('image', 'update', {
        token: user,
        body: { image_id: image!.image_id, title: 'Mine now', updated_at: '2026-01-01T00:00:00.000Z' },
      }),
      await api.call('image', 'delete', { token: user, query: { image_id: String(image!.image_id) } }),
      await api.call('file', 'read', { token: user, query: { file_id: String(file!.file_id) } }),
      await api.call('file', 'update', {
        token: user,
        body: { file_id: file!.file_id, name: 'x', updated_at: '2026-01-01T00:00:00.000Z' },
      }),
      await api.call('file', 'download', { token: user, query: { file_id: String(file!.file_id) } }),
      await api.call('file', 'delete', { token: user, query: { file_id: String(file!.file_id) } }),
      await api.call('bucket', 'delete', { token: user, query: { bucket_id: String(bucket) } }),
      await api.call('bucket', 'delete', {
        token: user,
        query: { bucket_id: String(own), move_to: String(bucket) },
      }),
    ];
    expect(attempts.map((result) => result.status)).toEqual([404, 404, 404, 404, 404, 404, 404, 404, 404]);
    const moved = await api.call('image', 'create', {
      token: user,
      body: { title: 't', alt: 'a', bucket, media_key: 'Z'.repeat(32) },
    });
    expect([moved.status, moved.packet.errors[0]?.detail]).toEqual([
      400,
      `bucket: no bucket ${bucket} in this account`,
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('image and file: stored-XSS vectors in every text field come back as the same inert text', async () => {
    for (const [index, vector] of XSS.entries()) {
      const picture = await uploaded('image', user, await photo(320, 200), `x${index}.jpg`);
      const text = `${vector} ${index}`;
      const image = ok(
        await api.call('image', 'create', {
          token: user,
          body: { title: text, alt: text, caption: text, credit: text.slice(0, 150), media_key: picture.key },
        }),
      );
      expect([image.title, image.alt, image.caption]).toEqual([text, text, text]);
      const doc = await uploaded('file', user, 'x', `${index}.txt`);
      const file = ok(
        await api.call('file', 'create', {
          token: user,
          body: { name: text, folder: text, media_key: doc.key },
        }),
      );
      // A file's name is kept as its base name (a vector's '</script>' loses what precedes the slash).
      expect([file.name, file.folder]).toEqual([cleanFilename(text, 'file'), text]);
    }
  });

  it('bucket: delete is refused while it holds images, and moves them with move_to', async () => {
    const arena = await bucketOf(1, 'Arena');
    const archive = await bucketOf(1, 'Archive');
    const [{ n: held } = { n: 0 }] = await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM images WHERE bucket = $1',
      [arena],
    );
    expect(held).toBeGreaterThan(0);
    const refused = await api.call('bucket', 'delete', { token: user, query: { bucket_id: String(arena) } });
    expect([refused.status, refused.packet.errors[0]?.detail]).toEqual([
      409,
      `The bucket Arena holds ${held} ${held === 1 ? 'image' : 'images'}: move them to another bucket, or delete them, first`,
    ]);
    const self = await api.call('bucket', 'delete', {
      token: user,
      query: { bucket_id: String(arena), move_to: String(arena) },
    });
    expect([self.status, self.packet.errors[0]?.detail]).toEqual([
      400,
      'move_to: choose a bucket other than the one deleted',
    ]);
    ok(
      await api.call('bucket', 'delete', {
        token: user,
        query: { bucket_id: String(arena), move_to: String(archive) },
      }),
    );
    const [{ n: moved } = { n: 0 }] = await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM images WHERE bucket = $1',
      [archive],
    );
    expect(moved).toBeGreaterThanOrEqual(held + 1);
    expect(await api.db.query('SELECT 1 FROM buckets WHERE bucket_id = $1', [arena])).toHaveLength(0);
  });
});
