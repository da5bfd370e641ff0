import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './harness.ts';
import { blob, filesUnder, startMediaApi, upload } from './media-fixture.ts';

type MediaApi = Awaited<ReturnType<typeof startMediaApi>>;

// docs/security.md "Bad input and uploads": without a quota one account could fill the operator's disk.
describe.each(databases())('the account storage quota on %s', (database) => {
  let api: MediaApi;
  let token: string;
  let used: number;
  beforeAll(async () => {
    api = await startMediaApi(database);
    token = await api.login('user@demo.test');
    const [row] = await api.db.query<{ used: number }>(
      'SELECT sum(size)::int AS used FROM media_objects WHERE account_id = 1',
    );
    used = row!.used;
    api.config.limits = { ...api.config.limits, accountStorageBytes: used + 1500 };
  });
  afterAll(() => api.close());

  const usage = async (module: 'image' | 'file', bearer = token) =>
    (await api.call(module, 'usage', { token: bearer })).packet.payload;
  const rows = async () =>
    (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM media_objects'))[0]!.n;

  it('reports what the account stores against its quota, on the Files and Image Gallery screens alike', async () => {
    const expected = { used_bytes: used, quota_bytes: used + 1500 };
    expect(await usage('file')).toEqual(expected);
    expect(await usage('image')).toEqual(expected);
    const other = await usage('file', await api.login('owner@other.test'));
    expect(other).not.toEqual(expected);
  });

  it('refuses an upload that does not fit, with a clear message, keeping nothing', async () => {
    const before = await rows();
    const stored = await filesUnder(`${api.dataDir}/media/originals`);
    const [first, second] = await Promise.all([
      upload(api, 'file', token, blob('a'.repeat(1000)), 'a.txt'),
      upload(api, 'file', token, blob('b'.repeat(1000)), 'b.txt'),
    ]);
    // Side by side, only one of the two fits into the 1,500 bytes left.
    expect([first.status, second.status].sort()).toEqual([200, 413]);
    const refused = first.status === 413 ? first : second;
    expect(refused.packet.errors[0]).toMatchObject({ title: 'Storage Full' });
    expect(refused.packet.errors[0]?.detail).toMatch(
      /^This upload \(1 KB\) does not fit: the account uses .* of its .*\. Delete images or files you no longer need/,
    );
    expect(await rows()).toBe(before + 1);
    expect(await filesUnder(`${api.dataDir}/media/originals`)).toHaveLength(stored.length + 1);
    expect(await filesUnder(`${api.dataDir}/media/staging`)).toEqual([]);
  });

  it('refuses at once when the account is full, and lets it upload again once it deletes', async () => {
    api.config.limits = { ...api.config.limits, accountStorageBytes: used };
    const full = await upload(api, 'file', token, blob('c'), 'c.txt');
    expect([full.status, full.packet.errors[0]?.detail]).toEqual([
      413,
      expect.stringMatching(/^The account's storage is full \(.* of .*\)\. Delete images or files/),
    ]);
    api.config.limits = { ...api.config.limits, accountStorageBytes: used + 1500 };
    const [last] = await api.db.query<{ media_key: string }>(
      "SELECT media_key FROM media_objects WHERE account_id = 1 AND filename IN ('a.txt', 'b.txt')",
    );
    await api.db.query('DELETE FROM media_objects WHERE media_key = $1', [last!.media_key]);
    expect((await upload(api, 'file', token, blob('d'.repeat(1000)), 'd.txt')).status).toBe(200);
  });
});
