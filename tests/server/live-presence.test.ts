import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveHere } from '../../lib/protocol/live.ts';
import { apiKeyOf, EMBED_CONFIG, embedToken } from './embed-fixture.ts';
import { databases, startTestApi, type TestApi } from './harness.ts';

// docs/architecture.md, "Live changes: the client"; docs/security.md, "Live changes".

describe.each(databases())('who else has a record open, on %s', (database) => {
  let api: TestApi;
  let tokens: Record<string, string>;
  let embed: string;
  beforeAll(async () => {
    api = await startTestApi({ database, config: EMBED_CONFIG });
    const key = (await apiKeyOf(api, 'group@demo.test')).secret;
    embed = await embedToken(api, key, 'user@demo.test', [{ tag: 'resource-panel', resources: ['contact'] }]);
    tokens = await api.logins(['user@demo.test', 'admin@demo.test', 'owner@other.test']);
  });
  afterAll(() => api.close());

  const here = async (token: string, body: Record<string, unknown>) => {
    const result = await api.call('live', 'here', { token, body });
    return { status: result.status, others: (result.packet.payload as LiveHere | undefined)?.others };
  };

  it('tells each colleague who else has the record open, not themselves, and forgets one who leaves', async () => {
    const record = { area: 'contact', record_id: 900_001 };
    expect(await here(tokens['user@demo.test']!, record)).toEqual({ status: 200, others: [] });
    const admin = await here(tokens['admin@demo.test']!, record);
    expect(admin.others).toMatchObject([{ name: expect.any(String) as string }]);
    const user = await here(tokens['user@demo.test']!, record);
    expect(user.others).toMatchObject([{ name: 'Ada Admin' }]);
    // Another record, or the same one after the admin left, has nobody else.
    expect((await here(tokens['user@demo.test']!, { ...record, record_id: 900_002 })).others).toEqual([]);
    await here(tokens['admin@demo.test']!, { ...record, leaving: true });
    expect((await here(tokens['user@demo.test']!, record)).others).toEqual([]);
  });

  it('leaves no entry in the activity log and no change on the streams: presence changes nothing', async () => {
    const count = async (table: string) =>
      (await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
    const [entries, events] = [await count('activity'), await count('live_events')];
    for (let beat = 0; beat < 3; beat += 1) {
      expect((await here(tokens['user@demo.test']!, { area: 'contact', record_id: 900_010 })).status).toBe(
        200,
      );
    }
    expect([await count('activity'), await count('live_events')]).toEqual([entries, events]);
  });

  it('forgets a screen not heard from for a minute', async () => {
    const record = { area: 'contact', record_id: 900_003 };
    await here(tokens['admin@demo.test']!, record);
    await api.db.query(
      `UPDATE live_presence SET seen_at = now() - interval '61 seconds' WHERE record_id = $1`,
      [record.record_id],
    );
    expect((await here(tokens['user@demo.test']!, record)).others).toEqual([]);
  });

  it('never shows a colleague of another account, whatever the record id', async () => {
    const record = { area: 'contact', record_id: 900_004 };
    await here(tokens['owner@other.test']!, record);
    expect((await here(tokens['admin@demo.test']!, record)).others).toEqual([]);
    expect((await here(tokens['owner@other.test']!, record)).others).toEqual([]);
  });

  it('refuses an area the caller cannot read, or outside an embed session’s panels, and a bad area', async () => {
    // Users (3) read no rodeos (6): who has one open is not theirs to see.
    expect((await here(tokens['user@demo.test']!, { area: 'rodeo', record_id: 1 })).status).toBe(403);
    expect((await here(embed, { area: 'contact', record_id: 900_005 })).status).toBe(200);
    expect((await here(embed, { area: 'article', record_id: 1 })).status).toBe(403);
    expect((await here(tokens['admin@demo.test']!, { area: 'no_such_area', record_id: 1 })).status).toBe(403);
    expect((await here(tokens['admin@demo.test']!, { area: '', record_id: 1 })).status).toBe(400);
    expect((await here(tokens['admin@demo.test']!, { area: 'contact', record_id: -1 })).status).toBe(400);
    expect((await here(tokens['admin@demo.test']!, { area: 'contact', record_id: 'x' })).status).toBe(400);
  });
});
