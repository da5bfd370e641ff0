import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestApi, type TestApi } from './harness.ts';
import { versionOf } from './versions.ts';

type Row = Record<string, unknown>;

/**
 * docs/behaviour.md#conflicts for the modules of their own: user/update (an admin's edit and one's own
 * profile), account/update and stripe/update carry the version they were based on, checked in the
 * caller's tenancy.
 */
describe.each(databases())(
  'users, accounts and Stripe connections: no silent overwrite on %s',
  (database) => {
    let api: TestApi;
    const tokens: Record<string, string> = {};
    const ids: Record<string, number> = {};
    beforeAll(async () => {
      api = await startTestApi({ database });
      Object.assign(
        tokens,
        await api.logins(['user@demo.test', 'group@demo.test', 'admin@demo.test', 'owner@other.test']),
      );
      Object.assign(ids, await api.userIds());
    });
    afterAll(() => api.close());

    type Table = 'users' | 'accounts' | 'stripe_connections';
    const KEY: Record<Table, string> = {
      users: 'user_id',
      accounts: 'account_id',
      stripe_connections: 'stripe_connection_id',
    };
    // Someone else's save, as the database sees it: a newer updated_at.
    const touch = (table: Table, id: number) =>
      api.db.query(
        `UPDATE ${table} SET updated_at = updated_at + interval '1 second' WHERE ${KEY[table]} = $1`,
        [id],
      );
    const valueOf = async (table: Table, column: string, id: number) => {
      const [row] = await api.db.query<{ value: string }>(
        `SELECT ${column} AS value FROM ${table} WHERE ${KEY[table]} = $1`,
        [id],
      );
      return row?.value;
    };
    const firstStripe = async () =>
      (
        await api.db.query<{ id: number }>(
          'SELECT min(stripe_connection_id) AS id FROM stripe_connections WHERE account_id = 1',
        )
      )[0]!.id;

    // Each: who edits, what, the table and row it writes, the field the test renames.
    const cases = [
      {
        name: 'an admin’s edit of another user',
        who: 'group@demo.test',
        command: 'user',
        table: 'users',
        target: async () => ids['user@demo.test']!,
        body: (id: number) => ({ user_id: id }),
        field: 'first_name',
      },
      {
        name: 'one’s own profile',
        who: 'user@demo.test',
        command: 'user',
        table: 'users',
        target: async () => ids['user@demo.test']!,
        body: (id: number) => ({ user_id: id }),
        field: 'first_name',
      },
      {
        name: 'an account edit',
        who: 'group@demo.test',
        command: 'account',
        table: 'accounts',
        target: async () => 1,
        body: (id: number) => ({ user_id: ids['group@demo.test'], account_id: id, domain: 'demo.test' }),
        field: 'account_name',
      },
      {
        name: 'a Stripe connection edit',
        who: 'group@demo.test',
        command: 'stripe',
        table: 'stripe_connections',
        target: firstStripe,
        body: (id: number) => ({ stripe_connection_id: id }),
        field: 'statement_descriptor',
      },
    ] as const;

    it.each(cases)(
      '$name: stale → 409 with the record now, current → 200 (tests/server/unconditional-update.test.ts: none)',
      async ({ who, command, table, target, body, field }) => {
        const id = await target();
        const before = await valueOf(table, field, id);
        const token = tokens[who];

        const opened = await versionOf(api, table, id);
        await touch(table, id);
        const stale = await api.call(command, 'update', {
          token,
          body: { ...body(id), updated_at: opened, [field]: 'Stale' },
        });
        expect(stale.status).toBe(409);
        const [error] = stale.packet.errors;
        expect(error?.detail).toMatch(
          /^Someone else changed this (user|account|stripe connection) since you opened it/,
        );
        const current = error?.current as Row;
        expect(current[KEY[table]]).toBe(id);
        expect(current[field]).toBe(before);
        expect(Date.parse(String(current.updated_at))).toBe(Date.parse(await versionOf(api, table, id)));
        expect(await valueOf(table, field, id)).toBe(before);

        const saved = await api.call(command, 'update', {
          token,
          body: { ...body(id), updated_at: current.updated_at, [field]: 'MERGED' },
        });
        expect(saved.status, JSON.stringify(saved.packet.errors)).toBe(200);
        const payload = saved.packet.payload as Row;
        expect(payload[field]).toBe('MERGED');
        // The save is a new version: the one it was based on is stale now.
        expect(Date.parse(String(payload.updated_at))).not.toBe(Date.parse(String(current.updated_at)));
      },
    );

    it('reads carry the version an edit is based on: the user’s and its account’s', async () => {
      const read = await api.call('user', 'read', {
        token: tokens['group@demo.test'],
        query: { user_id: String(ids['group@demo.test']) },
      });
      const user = read.packet.payload as Row;
      expect(Date.parse(String(user.updated_at))).toBe(
        Date.parse(await versionOf(api, 'users', ids['group@demo.test']!)),
      );
      expect(Date.parse(String(user.account_updated_at))).toBe(
        Date.parse(await versionOf(api, 'accounts', 1)),
      );
      const listed = await api.call('account', 'list', {
        token: tokens['admin@demo.test'],
        body: { limit: 1, sort: 'account_id' },
      });
      const [account] = (listed.packet.payload as { list: Row[] }).list;
      expect(Date.parse(String(account?.updated_at))).toBe(Date.parse(await versionOf(api, 'accounts', 1)));
    });

    it('another account’s user is unknown (404), never a 409 that would show it', async () => {
      const id = ids['user@demo.test']!;
      const result = await api.call('user', 'update', {
        token: tokens['owner@other.test'],
        body: { user_id: id, updated_at: '2000-01-01T00:00:00.000Z', first_name: 'Hijack' },
      });
      expect(result.status).toBe(404);
      expect(result.packet.errors[0]).not.toHaveProperty('current');
    });

    it('another account’s account is refused (403) before any version is compared', async () => {
      const result = await api.call('account', 'update', {
        token: tokens['owner@other.test'],
        body: {
          user_id: ids['owner@other.test'],
          account_id: 1,
          account_name: 'Hijack',
          domain: 'demo.test',
          updated_at: '2000-01-01T00:00:00.000Z',
        },
      });
      expect(result.status).toBe(403);
      expect(result.packet.errors[0]).not.toHaveProperty('current');
    });

    it('a garbled version is a 400, not a 5xx', async () => {
      const result = await api.call('user', 'update', {
        token: tokens['user@demo.test'],
        body: { user_id: ids['user@demo.test'], updated_at: 'yesterday', first_name: 'X' },
      });
      expect(result.status).toBe(400);
    });

    it('a bulk set overwrites on purpose: users and accounts, based on the version under the row lock', async () => {
      const users = await api.call('user', 'bulk_action', {
        token: tokens['group@demo.test'],
        body: { action: 'set', field: 'enabled', value: 'true', ids: [ids['user@demo.test']] },
      });
      expect(users.status, JSON.stringify(users.packet.errors)).toBe(200);
      expect(users.packet.payload).toMatchObject({ done: 1, refused: [] });
      const accounts = await api.call('account', 'bulk_action', {
        token: tokens['admin@demo.test'],
        body: { action: 'set', field: 'enabled', value: 'true', ids: [2] },
      });
      expect(accounts.status, JSON.stringify(accounts.packet.errors)).toBe(200);
      expect(accounts.packet.payload).toMatchObject({ done: 1, refused: [] });
    });
  },
);
