import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestApi, type TestApi } from './harness.ts';
import { freshSample } from './resource-samples.ts';

type Row = Record<string, unknown>;

/**
 * A restore keeps the rules a save keeps (docs/behaviour.md#trash): what a record met when it was deleted
 * may no longer hold when it comes back, time above all.
 */
describe.each(databases())('restore keeps the update’s rules on %s', (database) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi({ database });
    token = await api.login('admin@demo.test');
  });
  afterAll(() => api.close());

  const ok = (result: { status: number; packet: { payload?: unknown; errors: unknown[] } }): Row => {
    expect(result.status, JSON.stringify(result.packet.errors)).toBe(200);
    return result.packet.payload as Row;
  };
  /** Creates, deletes, then changes the trashed snapshot as time or a since-added rule would have. */
  async function trashed(area: string, key: string, body: Row, meanwhile: string): Promise<number> {
    const id = ok(await api.call(area, 'create', { token, body }))[key] as number;
    ok(await api.call(area, 'delete', { token, query: { [key]: String(id) } }));
    await api.db.query(
      `UPDATE trash SET record = record || ${meanwhile} WHERE area = $1 AND record_id = $2`,
      [area, id],
    );
    return id;
  }

  /** A broadcast scheduled a week ahead, with a prompt it can fill. */
  async function scheduled(suffix: string): Promise<Row> {
    const prompt = ok(
      await api.call('message_prompt', 'create', {
        token,
        body: { name: `Prompt ${suffix}`, channel: 'email', subject: 'News', body: 'Howdy {{first_name}}' },
      }),
    );
    return {
      ...freshSample('broadcast', suffix),
      status: 'scheduled',
      message_prompt: prompt.message_prompt_id,
    };
  }

  it('a scheduled broadcast whose time passed in the trash comes back as a draft, and its history says so', async () => {
    const id = await trashed(
      'broadcast',
      'broadcast_id',
      await scheduled('lapsed'),
      `jsonb_build_object('scheduled_at', now() - interval '1 hour')`,
    );
    const restored = ok(await api.call('broadcast', 'restore', { token, body: { broadcast_id: id } }));
    expect(restored.status).toBe('draft');
    const [entry] = await api.db.query<{ changes: Record<string, unknown> }>(
      "SELECT changes FROM activity WHERE area = 'broadcast' AND record_id = $1 AND action = 'restore'",
      [id],
    );
    expect(entry?.changes).toMatchObject({ status: ['scheduled', 'draft'] });
  });

  it('a scheduled broadcast still ahead comes back scheduled, unchanged', async () => {
    const body = await scheduled('ahead');
    const id = await trashed('broadcast', 'broadcast_id', body, "'{}'::jsonb");
    const restored = ok(await api.call('broadcast', 'restore', { token, body: { broadcast_id: id } }));
    expect(restored).toMatchObject({ status: 'scheduled', scheduled_at: body.scheduled_at });
  });

  it('a record the definition’s checks refuse is not restored (409 naming the field)', async () => {
    const id = await trashed(
      'rodeo',
      'rodeo_id',
      freshSample('rodeo', 'checked'),
      `jsonb_build_object('ends_on', '2001-01-01', 'starts_on', '2001-02-01')`,
    );
    const refused = await api.call('rodeo', 'restore', { token, body: { rodeo_id: id } });
    expect([refused.status, refused.packet.errors[0]?.detail]).toEqual([
      409,
      'ends_on: Must be on or after the start date',
    ]);
    const [left] = await api.db.query("SELECT 1 FROM trash WHERE area = 'rodeo' AND record_id = $1", [id]);
    expect(left).toBeDefined();
  });
});
