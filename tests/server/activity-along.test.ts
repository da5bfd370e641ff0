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

// The plain areas' creates and updates write their record, activity entry, revision and change event in one
// statement (server/activity/along.ts). Held here to what the server works out from the rows it wrote
// (server/activity/trail.ts), which every other write still does.
const oneStatement = (command: string) =>
  handlerSets
    .filter((set) => set.oneStatement?.has(command) && set.commands[command])
    .map((set) => RESOURCES.find((resource) => resource.commands === set.commands)!);
const PLAIN = oneStatement('create');
const UPDATED = oneStatement('update');
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
    // A rodeo's and a sponsor's update check their dates against the record as stored: in a transaction.
    expect(UPDATED.map((resource) => resource.name).sort()).toEqual(
      ['author', 'contact', 'contestant', 'message_prompt', 'vendor'].sort(),
    );
  });

  const entriesOf = (name: string, id: number) =>
    api.db.query<Record<string, unknown>>(
      `SELECT action, changes, unconditional FROM activity WHERE area = $1 AND record_id = $2 ORDER BY activity_id`,
      [name, id],
    );
  const eventsOf = (name: string, id: number) =>
    api.db.query<{ action: string; updated_at: string }>(
      `SELECT action, updated_at FROM live_events WHERE area = $1 AND record_id = $2 ORDER BY live_event_id`,
      [name, id],
    );
  const revisionsOf = async (name: string, id: number) =>
    (
      await api.db.query<{ data: Record<string, unknown> }>(
        'SELECT data FROM revisions WHERE area = $1 AND record_id = $2 ORDER BY revision_id',
        [name, id],
      )
    ).map((revision) => revision.data);

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

  it.each(UPDATED.map((resource): [string, Resource] => [resource.name, resource]))(
    '%s: an update, stale or not, sent a version or not, logged as the server would',
    async (name, resource) => {
      const created = await api.call(name, 'create', { token, body: freshSample(name, `along-u-${name}`) });
      const id = (created.packet.payload as Record<string, number>)[resource.idKey]!;
      const before = await findRecord(api.db, resource, session, id);
      const edit = freshSample(name, `along-edit-${name}`);
      const transaction = vi.spyOn(api.db, 'transaction');
      const updated = await api.call(name, 'update', {
        token,
        body: { ...edit, [resource.idKey]: id, updated_at: before.updated_at },
      });
      expect(updated.status, JSON.stringify(updated.packet.errors)).toBe(200);
      expect(transaction).not.toHaveBeenCalled();
      transaction.mockRestore();
      const after = await findRecord(api.db, resource, session, id);
      expect(updated.packet.payload).toMatchObject({ [resource.idKey]: id, updated_at: after.updated_at });

      // Based on the version before: refused with the record as it is now, and nothing written or logged.
      const stale = await api.call(name, 'update', {
        token,
        body: { ...edit, [resource.idKey]: id, updated_at: before.updated_at },
      });
      expect(stale.status).toBe(409);
      expect(stale.packet.errors[0]).toMatchObject({
        code: 'stale',
        current: { updated_at: after.updated_at },
      });
      // No version, nothing to change: applied as it is, logged as changing nothing, and unconditional.
      const bare = await api.call(name, 'update', { token, body: { [resource.idKey]: id } });
      expect(bare.status, JSON.stringify(bare.packet.errors)).toBe(200);
      expect(await findRecord(api.db, resource, session, id)).toEqual(after);

      expect(await entriesOf(name, id)).toEqual([
        { action: 'create', changes: changedFields(undefined, before), unconditional: false },
        { action: 'update', changes: changedFields(before, after), unconditional: false },
        { action: 'update', changes: {}, unconditional: true },
      ]);
      expect(Object.keys(changedFields(before, after)).length).toBeGreaterThan(0);
      expect((await eventsOf(name, id)).map((event) => [event.action, event.updated_at])).toEqual([
        ['create', before.updated_at],
        ['update', after.updated_at],
        ['update', after.updated_at],
      ]);
      const fields = (record: Record<string, unknown>) =>
        Object.fromEntries(Object.keys(resource.fields).map((field) => [field, record[field] ?? null]));
      expect(await revisionsOf(name, id)).toEqual(REVISED.has(name) ? [fields(before), fields(after)] : []);
    },
  );

  it("answers another account's record and an unknown one alike, and logs neither", async () => {
    const [other] = await api.db.query<{ contact_id: number }>(
      `SELECT contact_id FROM contacts WHERE account_id <> $1 LIMIT 1`,
      [session.accountId],
    );
    const entries = async () =>
      (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM activity'))[0]!.n;
    const logged = await entries();
    for (const id of [other!.contact_id, 999_999]) {
      const answer = await api.call('contact', 'update', { token, body: { contact_id: id, city: 'Cody' } });
      expect(answer.status).toBe(404);
      expect(answer.packet.errors[0]?.detail).toBe('No such contact');
    }
    expect(await entries()).toBe(logged);
  });

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
