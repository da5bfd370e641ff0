import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BULK_ACTION_BATCH,
  bulkSetFields,
  type BulkActionRequest,
  type BulkActionResponse,
} from '../../lib/list/bulk-action.ts';
import { account } from '../../lib/resources/account.ts';
import { user } from '../../lib/resources/user.ts';
import { databases, startTestApi, type TestApi } from './harness.ts';

// bulk_action of the user and account modules (docs/behaviour.md#lists): each record through the module's
// own update, so its level, tenancy and self rules refuse that record alone, in the user's words.
describe.each(databases())('bulk actions on users and accounts on %s', (database) => {
  let api: TestApi;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    api = await startTestApi({ database });
    Object.assign(
      tokens,
      await api.logins(['group@demo.test', 'admin@demo.test', 'super@demo.test', 'owner@other.test']),
    );
    Object.assign(ids, await api.userIds());
  });
  afterAll(() => api.close());

  const bulk = (module: string, who: string, body: BulkActionRequest & { account_id?: number }) =>
    api.call(module, 'bulk_action', { token: tokens[who], body });
  const ok = async (module: string, who: string, body: BulkActionRequest & { account_id?: number }) => {
    const result = await bulk(module, who, body);
    expect(result.status, JSON.stringify(result.packet.errors)).toBe(200);
    return result.packet.payload as BulkActionResponse;
  };
  const detail = async (module: string, who: string, body: BulkActionRequest & { account_id?: number }) => {
    const result = await bulk(module, who, body);
    return [result.status, result.packet.errors[0]?.detail];
  };
  /** Level-3 users named `last` in an account, with the demo password; their ids in order. */
  const seedUsers = async (count: number, last: string, accountId: number): Promise<number[]> => {
    const rows = await api.db.query<{ id: number }>(
      `INSERT INTO users (account_id, email, first_name, last_name, password_hash, access)
       SELECT $1::int, lower($2) || $1::int || '-' || g || '@bulk.test', 'Bulk', $2, u.password_hash, 3
         FROM generate_series(1, $3) g, (SELECT password_hash FROM users LIMIT 1) u
       RETURNING user_id AS id`,
      [accountId, last, count],
    );
    return rows.map((row) => Number(row.id));
  };
  const levels = (userIds: number[]) =>
    api.db
      .query<{ access: number }>('SELECT access FROM users WHERE user_id = ANY($1::int[]) ORDER BY user_id', [
        userIds,
      ])
      .then((rows) => rows.map((row) => row.access));

  it('offers the access level and the flags of a user, and the enabled flag of an account', () => {
    expect(bulkSetFields(user.fields)).toEqual([
      'access',
      'enabled',
      'primary_phone_textable',
      'secondary_phone_textable',
    ]);
    expect(bulkSetFields(account.fields)).toEqual(['enabled']);
  });

  it('sets a level on picked users and refuses oneself, a higher level and another account by reason', async () => {
    const picked = await seedUsers(2, 'Picked', 1);
    const self = ids['admin@demo.test']!;
    const higher = ids['super@demo.test']!;
    const foreign = ids['owner@other.test']!;
    const result = await ok('user', 'admin@demo.test', {
      action: 'set',
      field: 'access',
      value: 4,
      ids: [...picked, self, higher, foreign],
    });
    expect(result).toMatchObject({
      done: 2,
      refused: [
        { id: self, reason: 'You cannot change your own access level' },
        { id: higher, reason: 'You can only edit users below your own access level' },
        { id: foreign, reason: 'No such user' },
      ],
      next: null,
    });
    expect(await levels(picked)).toEqual([4, 4]);
    expect(await levels([self, higher, foreign])).toEqual([7, 9, 5]);
  });

  it('never raises a user above the caller’s own level', async () => {
    const picked = await seedUsers(2, 'Raised', 1);
    const result = await ok('user', 'group@demo.test', {
      action: 'set',
      field: 'access',
      value: 7,
      ids: picked,
    });
    expect(result.done).toBe(0);
    expect(result.refused.map((refusal) => refusal.reason)).toEqual([
      'Access cannot exceed your own level',
      'Access cannot exceed your own level',
    ]);
    expect(await levels(picked)).toEqual([3, 3]);
  });

  it('disables every user a query matches, batch by batch, in the caller’s account only', async () => {
    const mine = await seedUsers(BULK_ACTION_BATCH + 3, 'Walked', 1);
    const theirs = await seedUsers(2, 'Walked', 2);
    const query = { filters: [{ field: 'last_name', operator: '=' as const, value: 'Walked' }] };
    const body = { action: 'set', field: 'enabled', value: 'false', query };
    const first = await ok('user', 'group@demo.test', body);
    expect([first.done, first.next]).toEqual([BULK_ACTION_BATCH, mine[BULK_ACTION_BATCH - 1]]);
    const second = await ok('user', 'group@demo.test', { ...body, after: first.next! });
    expect(second).toMatchObject({ done: 3, refused: [], next: null });
    const enabled = await api.db.query<{ account_id: number; enabled: boolean }>(
      'SELECT DISTINCT account_id, enabled FROM users WHERE last_name = $1 ORDER BY 1',
      ['Walked'],
    );
    expect(enabled).toEqual([
      { account_id: 1, enabled: false },
      { account_id: 2, enabled: true },
    ]);
    expect(theirs).toHaveLength(2);
  });

  it('takes another account’s query from a super admin only', async () => {
    const theirs = await seedUsers(2, 'Elsewhere', 2);
    const body = {
      action: 'set',
      field: 'access',
      value: 4,
      query: { filters: [], search: 'Elsewhere' },
      account_id: 2,
    };
    expect(await detail('user', 'admin@demo.test', body)).toEqual([
      403,
      'Only a super admin works in another account',
    ]);
    expect(await ok('user', 'super@demo.test', body)).toMatchObject({ done: 2, refused: [], next: null });
    expect(await levels(theirs)).toEqual([4, 4]);
  });

  it('refuses what a user cannot be set to, or done to, as a whole with a 400', async () => {
    const [one] = await seedUsers(1, 'Refused', 1);
    const base = { ids: [one!] };
    expect(
      (await bulk('user', 'admin@demo.test', { ...base, action: 'set', field: 'email', value: 'x' })).status,
    ).toBe(400);
    expect(
      (await bulk('user', 'admin@demo.test', { ...base, action: 'set', field: 'access', value: 12 })).status,
    ).toBe(400);
    expect(await detail('user', 'admin@demo.test', { ...base, action: 'delete' })).toEqual([
      400,
      "Users cannot be changed with 'delete'",
    ]);
    expect(await detail('user', 'admin@demo.test', { action: 'set', field: 'access', value: 4 })).toEqual([
      400,
      'Send either ids or a query',
    ]);
    expect(
      (
        await bulk('user', 'admin@demo.test', {
          action: 'set',
          field: 'access',
          value: 4,
          query: { filters: [{ field: 'account_id', operator: '=', value: 2 }] },
        })
      ).status,
    ).toBe(400);
    expect(await levels([one!])).toEqual([3]);
  });

  it('lets admins disable other accounts, never their own, and keeps group admins out', async () => {
    const own = 1;
    const other = 2;
    expect(
      (
        await bulk('account', 'group@demo.test', {
          action: 'set',
          field: 'enabled',
          value: false,
          ids: [other],
        })
      ).status,
    ).toBe(403);
    expect(
      await ok('account', 'admin@demo.test', {
        action: 'set',
        field: 'enabled',
        value: false,
        ids: [other, own, 999_999],
      }),
    ).toMatchObject({
      done: 1,
      refused: [
        { id: own, reason: 'Only an admin enables or disables an account, and never their own' },
        { id: 999_999, reason: 'No such account' },
      ],
      next: null,
    });
    const flags = () =>
      api.db.query<{ enabled: boolean }>(
        'SELECT enabled FROM accounts WHERE account_id IN (1, 2) ORDER BY account_id',
      );
    expect(await flags()).toEqual([{ enabled: true }, { enabled: false }]);
    // The name and domain stay as stored: the edit payload is the stored record.
    const [stored] = await api.db.query('SELECT account_name, domain FROM accounts WHERE account_id = 2');
    expect(stored).toEqual({ account_name: expect.any(String), domain: 'other.test' });
    const again = await ok('account', 'admin@demo.test', {
      action: 'set',
      field: 'enabled',
      value: true,
      query: { filters: [{ field: 'enabled', operator: '=', value: 0 }] },
    });
    expect(again).toMatchObject({ done: 1, refused: [], next: null });
    expect(await flags()).toEqual([{ enabled: true }, { enabled: true }]);
  });
});
