import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestApi, type TestApi } from './harness.ts';
import { freshSample } from './resource-samples.ts';

// Enough rounds that today's lost purge (found, then restored by the other process, then "purged") shows.
const ROUNDS = 40;
const AREA = 'helpbot_faq';
const KEY = 'helpbot_faq_id';

/**
 * A restore and a purge of one trashed record at once, from two server processes on one database
 * (docs/behaviour.md#trash): exactly one wins. A record that lives was not purged, and the purge that
 * removed nothing answers 404 and leaves no entry in the log.
 */
describe.each(databases())('restore against purge on %s', (database) => {
  let api: TestApi;
  let other: Pick<TestApi, 'call'> & { close?: () => Promise<void> };
  let token: string;
  beforeAll(async () => {
    api = await startTestApi({ database });
    // PGlite lives inside one process: there the two requests share it, as they would in production.
    other = database === 'postgres' ? await api.twin() : api;
    token = await api.login('admin@demo.test');
  });
  afterAll(async () => {
    if (other !== api) await other.close?.();
    await api.close();
  });

  it('one of them wins, and the log tells only what happened', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const created = await api.call(AREA, 'create', { token, body: freshSample(AREA, `race-${round}`) });
      const id = (created.packet.payload as Record<string, number>)[KEY]!;
      expect((await api.call(AREA, 'delete', { token, query: { [KEY]: String(id) } })).status).toBe(200);
      const [restored, purged] = await Promise.all([
        api.call(AREA, 'restore', { token, body: { [KEY]: id } }),
        other.call(AREA, 'purge', { token, query: { [KEY]: String(id) } }),
      ]);
      const [{ alive, trashed, logged }] = (await api.db.query(
        `SELECT EXISTS (SELECT 1 FROM helpbot_faqs WHERE ${KEY} = $1) AS alive,
                EXISTS (SELECT 1 FROM trash WHERE area = $2 AND record_id = $1) AS trashed,
                (SELECT count(*)::int FROM activity WHERE area = $2 AND record_id = $1 AND action = 'purge') AS logged`,
        [id, AREA],
      )) as [{ alive: boolean; trashed: boolean; logged: number }];
      const seen = { restore: restored.status, purge: purged.status, alive, trashed, logged };
      expect(seen).toEqual(
        alive
          ? { restore: 200, purge: 404, alive, trashed: false, logged: 0 }
          : { restore: 404, purge: 200, alive, trashed: false, logged: 1 },
      );
    }
  });
});
