import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BULK_ACTION_BATCH,
  bulkSetFields,
  type BulkActionRequest,
  type BulkActionResponse,
} from '../../lib/list/bulk-action.ts';
import { contact } from '../../lib/resources/contact.ts';
import type { Trail } from '../../server/activity/trail.ts';
import { ApiFailure } from '../../server/http/failure.ts';
import type { Ctx } from '../../server/http/handlers.ts';
import { bulkAction } from '../../server/resources/bulk-action.ts';
import { databases, startTestApi, type TestApi } from './harness.ts';

type Row = Record<string, unknown>;

describe.each(databases())('bulk_action on %s', (database) => {
  let api: TestApi;
  let admin: string;
  let user: string;
  let other: string;
  beforeAll(async () => {
    api = await startTestApi({ database });
    admin = await api.login('admin@demo.test');
    user = await api.login('user@demo.test');
    other = await api.login('owner@other.test');
  });
  afterAll(() => api.close());

  const bulk = (module: string, body: BulkActionRequest, token = admin) =>
    api.call(module, 'bulk_action', { token, body });
  const ok = async (module: string, body: BulkActionRequest, token = admin) => {
    const result = await bulk(module, body, token);
    expect(result.status, JSON.stringify(result.packet.errors)).toBe(200);
    return result.packet.payload as BulkActionResponse;
  };
  const seedContacts = async (count: number, tag: string, accountId = 1): Promise<number[]> => {
    const rows = await api.db.query<{ id: number }>(
      `INSERT INTO contacts (account_id, first_name, last_name, email, source)
       SELECT $1, 'Bulk', 'N' || g, $2 || g || '@bulk.test', $2 FROM generate_series(1, $3) g
       RETURNING contact_id AS id`,
      [accountId, tag, count],
    );
    return rows.map((row) => Number(row.id));
  };
  const optedIn = (ids: number[]) =>
    api.db.query<{ id: number; opted_in: boolean }>(
      'SELECT contact_id AS id, opted_in FROM contacts WHERE contact_id = ANY($1::int[]) ORDER BY 1',
      [ids],
    );

  it('offers the enums and booleans a user may write, from the definition', () => {
    expect(bulkSetFields(contact.fields)).toEqual(['phone_textable', 'opted_in']);
  });

  it('sets a field on the records with these ids', async () => {
    const ids = await seedContacts(3, 'byid');
    const result = await ok('contact', { action: 'set', field: 'opted_in', value: true, ids });
    expect(result).toMatchObject({ done: 3, refused: [], next: null });
    expect((await optedIn(ids)).every((row) => row.opted_in)).toBe(true);
  });

  it('answers the records it did and each one’s value before a set, so an undo puts back exactly those', async () => {
    const ids = await seedContacts(3, 'undo');
    const theirs = await seedContacts(1, 'undo', 2);
    await api.db.query('UPDATE contacts SET opted_in = true WHERE contact_id = $1', [ids[0]]);
    const set = await ok('contact', {
      action: 'set',
      field: 'opted_in',
      value: true,
      ids: [...ids, ...theirs],
    });
    expect(set.ids).toEqual(ids);
    // The first already held the value: nothing to put back.
    expect(set.previous).toEqual(ids.slice(1).map((id) => ({ id, value: false })));
    await ok('contact', {
      action: 'set',
      field: 'opted_in',
      value: false,
      ids: set.previous!.map((row) => row.id),
    });
    expect((await optedIn(ids)).map((row) => row.opted_in)).toEqual([true, false, false]);

    const deleted = await ok('contact', { action: 'delete', ids: [...ids.slice(1), ...theirs] });
    expect(deleted.ids).toEqual(ids.slice(1));
    expect(deleted.previous).toBeUndefined();
    for (const id of deleted.ids!) {
      expect((await api.call('contact', 'restore', { token: admin, body: { contact_id: id } })).status).toBe(
        200,
      );
    }
    expect((await optedIn(ids)).map((row) => row.id)).toEqual(ids);
  });

  it('walks every match of a query in batches, by the cursor it returns', async () => {
    const ids = await seedContacts(BULK_ACTION_BATCH + 5, 'byquery');
    const query = { filters: [{ field: 'source', operator: '=' as const, value: 'byquery' }] };
    const first = await ok('contact', { action: 'set', field: 'opted_in', value: true, query });
    expect([first.done, first.next]).toEqual([BULK_ACTION_BATCH, ids[BULK_ACTION_BATCH - 1]]);
    const second = await ok('contact', {
      action: 'set',
      field: 'opted_in',
      value: true,
      query,
      after: first.next!,
    });
    expect(second).toMatchObject({ done: 5, refused: [], next: null });
    expect((await optedIn(ids)).filter((row) => !row.opted_in)).toEqual([]);
  });

  it('searches as the list does', async () => {
    const ids = await seedContacts(2, 'searched');
    await api.db.query("UPDATE contacts SET company = 'Zebulon Feed' WHERE contact_id = $1", [ids[0]]);
    const result = await ok('contact', { action: 'delete', query: { search: 'zebulon', filters: [] } });
    expect(result.done).toBe(1);
    expect((await optedIn(ids)).map((row) => row.id)).toEqual([ids[1]]);
  });

  it('refuses each record of another account by name, and leaves it as it was', async () => {
    const mine = await seedContacts(2, 'mixed');
    const theirs = await seedContacts(2, 'mixed', 2);
    const result = await ok('contact', { action: 'delete', ids: [...mine, ...theirs] });
    expect(result.done).toBe(2);
    expect(result.refused).toEqual(theirs.map((id) => ({ id, reason: 'No such contact' })));
    expect((await optedIn(theirs)).length).toBe(2);
  });

  it('never reaches another account by query, not even with a filter on account_id', async () => {
    const theirs = await seedContacts(3, 'tenancy', 2);
    const all = await ok('contact', {
      action: 'set',
      field: 'opted_in',
      value: true,
      query: { filters: [] },
    });
    expect(all.refused).toEqual([]);
    const forged = await bulk('contact', {
      action: 'delete',
      query: { filters: [{ field: 'account_id', operator: '=', value: 2 }] },
    });
    expect(forged.status).toBe(400);
    expect((await optedIn(theirs)).map((row) => row.opted_in)).toEqual([false, false, false]);
    // The other account's own query reaches its records only.
    const own = await ok('contact', { action: 'delete', query: { filters: [] } }, other);
    const left = await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM contacts WHERE account_id = 1',
    );
    expect(own.done).toBeGreaterThanOrEqual(3);
    expect(left[0]!.n).toBeGreaterThan(0);
  });

  it('reports a rule of the area per record (a sent broadcast) and does the rest', async () => {
    const rows = await api.db.query<{ id: number; status: string }>(
      "SELECT broadcast_id AS id, status FROM broadcasts WHERE account_id = 1 AND status IN ('sent', 'scheduled') ORDER BY 1",
    );
    const sent = rows.filter((row) => row.status === 'sent').map((row) => row.id);
    const scheduled = rows.filter((row) => row.status === 'scheduled').map((row) => row.id);
    expect(sent.length).toBeGreaterThan(0);
    expect(scheduled.length).toBeGreaterThan(0);
    const result = await ok('broadcast', { action: 'cancel', ids: [...sent, ...scheduled] });
    expect(result.refused.map((refusal) => refusal.id)).toEqual(sent);
    expect(result.refused[0]?.reason).toMatch(/sent/i);
    const after = await api.db.query<Row>(
      'SELECT status FROM broadcasts WHERE broadcast_id = ANY($1::int[])',
      [scheduled],
    );
    expect(after.every((row) => row.status === 'cancelled')).toBe(true);
  });

  it('runs an area’s own set action (publish articles)', async () => {
    const [row] = await api.db.query<{ id: number }>(
      "SELECT article_id AS id FROM articles WHERE account_id = 1 AND status <> 'published' LIMIT 1",
    );
    const result = await ok('article', { action: 'publish', ids: [row!.id] });
    expect(result.done).toBe(1);
    const [stored] = await api.db.query<Row>('SELECT status FROM articles WHERE article_id = $1', [row!.id]);
    expect(stored?.status).toBe('published');
  });

  it('refuses a caller below the area’s level, and a field, value or action it does not know', async () => {
    const [vendor] = await api.db.query<{ id: number }>(
      'SELECT vendor_id AS id FROM vendors WHERE account_id = 1 LIMIT 1',
    );
    expect((await bulk('vendor', { action: 'delete', ids: [vendor!.id] }, user)).status).toBe(403);
    const ids = await seedContacts(1, 'bad');
    for (const body of [
      { action: 'set', field: 'email', value: 'x@y.test', ids },
      { action: 'set', field: 'opted_in', ids },
      { action: 'set', field: 'opted_in', value: 'perhaps', ids },
      { action: 'launch', ids },
      { action: 'delete' },
      { action: 'delete', ids, query: { filters: [] } },
      { action: 'delete', ids, after: 3 },
    ] as BulkActionRequest[]) {
      const result = await bulk('contact', body);
      expect(result.status, JSON.stringify(body)).toBe(400);
    }
    expect((await optedIn(ids)).length).toBe(1);
  });

  it('undoes a refused record alone, even one refused after a failed statement, and keeps the others', async () => {
    const ids = await seedContacts(3, 'savepoint');
    const trail: Trail = [];
    // An update that writes, notes the record, then (for the middle one) meets a failed statement that
    // the module turns into a refusal, as a unique index's 409 would be.
    const update = async (ctx: Ctx, input: Row) => {
      const id = input.contact_id as number;
      await ctx.db.query('UPDATE contacts SET opted_in = $2 WHERE contact_id = $1', [id, input.opted_in]);
      ctx.trail?.push({ area: 'contact', recordId: id, accountId: 1, changes: {}, after: undefined });
      if (id !== ids[1]) return { success: true };
      return ctx.db.query('SELECT 1 / 0').then(
        () => ({ success: true }),
        () => {
          throw new ApiFailure(409, 'Conflict', 'Refused by a rule');
        },
      );
    };
    const session = { sessionId: 0, userId: 1, accountId: 1, access: 1000 };
    // In one transaction, as the dispatcher runs every write command (server/activity/command.ts).
    const result = await api.db.transaction((db) =>
      bulkAction(
        { db, session, trail } as unknown as Ctx,
        contact,
        { update },
        {
          action: 'set',
          field: 'opted_in',
          value: true,
          ids,
        },
      ),
    );
    expect(result).toMatchObject({
      done: 2,
      refused: [{ id: ids[1], reason: 'Refused by a rule' }],
      next: null,
    });
    expect((await optedIn(ids)).map((row) => row.opted_in)).toEqual([true, false, true]);
    expect(trail.map((note) => note.recordId)).toEqual([ids[0], ids[2]]);
  });
});
