import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REVISED_AREAS } from '../../lib/protocol/revision.ts';
import type { Resource } from '../../lib/resources/define.ts';
import { RESOURCES } from '../../lib/resources/registry.ts';
import { timestampJson } from '../../server/activity/along.ts';
import { changedFields } from '../../server/activity/trail.ts';
import { handlerSets } from '../../server/http/modules.ts';
import type { Session } from '../../server/http/handlers.ts';
import { findRecord } from '../../server/resources/sql.ts';
import { databases, startTestApi, type TestApi } from './harness.ts';
import { freshSample } from './resource-samples.ts';

// The plain areas' creates write their record, activity entry, revision and change event in one statement
// (server/activity/along.ts). Held here to what the server worked out from the row it inserted
// (server/activity/trail.ts), which every other write still does.
const PLAIN = handlerSets
  .filter((set) => set.oneStatement?.has('create'))
  .map((set) => RESOURCES.find((resource) => resource.commands === set.commands)!);
const REVISED = new Set<string>(REVISED_AREAS);

describe.each(databases())("a create's trail in its statement on %s", (database) => {
  let api: TestApi;
  let token: string;
  let session: Session;
  beforeAll(async () => {
    api = await startTestApi({ database });
    token = await api.login('admin@demo.test');
    const [user] = await api.db.query<{ user_id: number; account_id: number }>(
      `SELECT user_id, account_id FROM users WHERE email = 'admin@demo.test'`,
    );
    session = { sessionId: 0, userId: user!.user_id, accountId: user!.account_id, access: 9 };
  });
  afterAll(() => api.close());

  it('is what the plain areas do, and the areas with rules of their own do not', () => {
    expect(PLAIN.map((resource) => resource.name).sort()).toEqual(
      ['author', 'contact', 'contestant', 'message_prompt', 'rodeo', 'sponsor', 'vendor'].sort(),
    );
  });

  it.each(PLAIN.map((resource): [string, Resource] => [resource.name, resource]))(
    '%s: one statement, no transaction, the same entry, revision and change event',
    async (name, resource) => {
      const transaction = vi.spyOn(api.db, 'transaction');
      const created = await api.call(name, 'create', { token, body: freshSample(name, `along-${name}`) });
      expect(created.status, JSON.stringify(created.packet.errors)).toBe(200);
      expect(transaction).not.toHaveBeenCalled();
      transaction.mockRestore();
      const id = (created.packet.payload as Record<string, number>)[resource.idKey]!;
      const row = await findRecord(api.db, resource, session, id);

      const [entry] = await api.db.query<Record<string, unknown>>(
        `SELECT account_id, user_id, action, changes, unconditional FROM activity WHERE area = $1 AND record_id = $2`,
        [name, id],
      );
      expect(entry).toEqual({
        account_id: session.accountId,
        user_id: session.userId,
        action: 'create',
        changes: changedFields(undefined, row),
        unconditional: false,
      });

      const revisions = await api.db.query<{ data: Record<string, unknown> }>(
        'SELECT data FROM revisions WHERE area = $1 AND record_id = $2',
        [name, id],
      );
      const fields = Object.fromEntries(
        Object.keys(resource.fields).map((field) => [field, row[field] ?? null]),
      );
      expect(revisions.map((revision) => revision.data)).toEqual(REVISED.has(name) ? [fields] : []);

      const events = await api.db.query<Record<string, unknown>>(
        `SELECT account_id, action, user_id, by_name, updated_at FROM live_events WHERE area = $1 AND record_id = $2`,
        [name, id],
      );
      expect(events).toEqual([
        {
          account_id: session.accountId,
          action: 'create',
          user_id: session.userId,
          by_name: expect.stringMatching(/\S \S/),
          updated_at: row.updated_at,
        },
      ]);
    },
  );

  it('a refused create writes nothing: no record, no entry, no event', async () => {
    const body = freshSample('contact', 'along-twice');
    expect((await api.call('contact', 'create', { token, body })).status).toBe(200);
    const count = async () =>
      (
        await api.db.query<{ entries: number; events: number; contacts: number }>(
          `SELECT (SELECT count(*)::int FROM activity) AS entries, (SELECT count(*)::int FROM live_events) AS events,
                  (SELECT count(*)::int FROM contacts) AS contacts`,
        )
      )[0];
    const before = await count();
    const again = await api.call('contact', 'create', { token, body });
    expect(again.status).toBe(409);
    const unknownRodeo = await api.call('contestant', 'create', {
      token,
      body: { ...freshSample('contestant', 'along-ref'), rodeo_id: 999_999 },
    });
    expect(unknownRodeo.status).toBe(400);
    expect(await count()).toEqual(before);
  });

  it('writes a timestamp into JSON as the rows carry it, to the millisecond', async () => {
    const [row] = await api.db.query<{ at: string; json: string }>(
      `SELECT s.at, ${timestampJson('s.at')} #>> '{}' AS json
         FROM (SELECT '2026-11-30 01:02:03.123999+02'::timestamptz AS at) s`,
    );
    expect(row!.json).toBe(row!.at);
    expect(row!.at).toBe('2026-11-29T23:02:03.123Z');
  });
});
