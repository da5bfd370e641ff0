import { describe, expect, it } from 'vitest';
import type { DruidiaConnection } from '../../lib/protocol/druidia.ts';
import { druidiaSuite, type Who } from './druidia-fixture.ts';
import { databases } from './harness.ts';

describe.each(databases())('druidia connections: create, update, delete, read, list on %s', (database) => {
  const { suite, userIds, call, connection, connect, detail, storedToken, expectMasked, startEmpty } =
    druidiaSuite(database);

  it('seeds shared and personal connections with encrypted tokens', async () => {
    const rows = await suite.api.db.query<{ druidia_id: number; user_id: number | null; service: string }>(
      'SELECT druidia_id, user_id, service FROM druidia_connections WHERE account_id = 1',
    );
    expect(rows.some((row) => row.user_id === null)).toBe(true);
    expect(rows.some((row) => row.user_id === userIds['user@demo.test'])).toBe(true);
    for (const row of rows) expect((await storedToken(row.druidia_id)).plain.length).toBeGreaterThan(30);
  });

  describe('from an empty table', () => {
    startEmpty();

    describe('delete', () => {
      const exists = async (id: number) =>
        (await suite.api.db.query('SELECT 1 FROM druidia_connections WHERE druidia_id = $1', [id])).length >
        0;

      it('lets the owner delete a personal connection', async () => {
        const mine = await connect('user@demo.test', 'image');
        const result = await call('user@demo.test', 'delete', { druidia_id: mine.druidia_id });
        expect(result.packet.payload).toEqual({ success: true });
        expect(await exists(mine.druidia_id)).toBe(false);
      });

      it('leaves shared and other users’ connections to group admins', async () => {
        const theirs = await connect('group@demo.test', 'rodeo');
        const shared = await connect('group@demo.test', 'content');
        connection(await call('group@demo.test', 'share', { druidia_id: shared.druidia_id }));
        for (const id of [theirs.druidia_id, shared.druidia_id]) {
          expect((await call('user@demo.test', 'delete', { druidia_id: id })).status).toBe(403);
          expect(await exists(id)).toBe(true);
        }
        const mine = await connect('user@demo.test', 'image');
        expect((await call('admin@demo.test', 'delete', { druidia_id: mine.druidia_id })).status).toBe(200);
        expect((await call('group@demo.test', 'delete', { druidia_id: shared.druidia_id })).status).toBe(200);
      });

      it('answers bad, foreign and missing ids without touching anything', async () => {
        const foreign = await connect('owner@other.test', 'image');
        const bad = await call('admin@demo.test', 'delete', { druidia_id: 'x1' });
        expect([bad.status, detail(bad)]).toEqual([400, 'druidia_id: Invalid connection ID']);
        const crossed = await call('admin@demo.test', 'delete', { druidia_id: foreign.druidia_id });
        const missing = await call('admin@demo.test', 'delete', { druidia_id: 424_242 });
        expect(crossed.packet.errors).toEqual(missing.packet.errors);
        expect([crossed.status, detail(crossed)]).toEqual([404, 'Connection not found']);
        expect(await exists(foreign.druidia_id)).toBe(true);
      });
    });
    describe('create and update', () => {
      const created = (who: Who, body: Record<string, unknown>) =>
        call(who, 'create', { user_hash: 'abc123', token: 'tok_issued_elsewhere_0001', ...body });

      it('records a connection issued elsewhere in the caller’s account, token encrypted and masked', async () => {
        const reply = connection(await created('owner@other.test', { service: 'image', account_id: 1 }));
        expect(reply).toMatchObject({ account_id: 2, user_id: null, user_hash: 'abc123', token: '••••0001' });
        expect((await storedToken(reply.druidia_id)).plain).toBe('tok_issued_elsewhere_0001');
      });

      it('checks the owner: own or shared for anyone, same-account users for group admins only', async () => {
        const forOther = await created('user@demo.test', {
          service: 'image',
          user_id: userIds['group@demo.test'],
        });
        expect(forOther.status).toBe(403);
        const crossAccount = await created('group@demo.test', {
          service: 'image',
          user_id: userIds['owner@other.test'],
        });
        expect([crossAccount.status, detail(crossAccount)]).toEqual([
          400,
          'user_id is not a user of your account',
        ]);
        const given = await created('group@demo.test', {
          service: 'image',
          user_id: userIds['user@demo.test'],
        });
        expect(connection(given).user_id).toBe(userIds['user@demo.test']);
        expect((await created('user@demo.test', { service: 'task', user_id: null })).status).toBe(403);
        const duplicate = await created('user@demo.test', {
          service: 'image',
          user_id: userIds['user@demo.test'],
        });
        expect(duplicate.status).toBe(409);
      });

      it('updates the token; a masked echo keeps it, another masked value is refused', async () => {
        const mine = await connect('user@demo.test', 'image');
        const { plain } = await storedToken(mine.druidia_id);
        connection(
          await call('user@demo.test', 'update', { druidia_id: mine.druidia_id, token: mine.token }),
        );
        expect((await storedToken(mine.druidia_id)).plain).toBe(plain);
        const masked = await call('user@demo.test', 'update', {
          druidia_id: mine.druidia_id,
          token: '••••zzzz',
        });
        expect(masked.status).toBe(400);
        const reply = connection(
          await call('user@demo.test', 'update', {
            druidia_id: mine.druidia_id,
            token: 'replacement-token-9876',
          }),
        );
        expect(reply.token).toBe('••••9876');
        expect((await storedToken(mine.druidia_id)).plain).toBe('replacement-token-9876');
      });

      it('moves ownership only as the rules allow', async () => {
        const mine = await connect('user@demo.test', 'image');
        const giveAway = await call('user@demo.test', 'update', {
          druidia_id: mine.druidia_id,
          user_id: userIds['group@demo.test'],
        });
        expect(giveAway.status).toBe(403);
        // A group admin may reassign within the account, but not share someone else's connection.
        const unshared = await call('group@demo.test', 'update', {
          druidia_id: mine.druidia_id,
          user_id: null,
        });
        expect(unshared.status).toBe(403);
        const foreignUser = await call('group@demo.test', 'update', {
          druidia_id: mine.druidia_id,
          user_id: userIds['owner@other.test'],
        });
        expect(foreignUser.status).toBe(400);
        const taken = connection(
          await call('group@demo.test', 'update', {
            druidia_id: mine.druidia_id,
            user_id: userIds['group@demo.test'],
          }),
        );
        expect(taken.user_id).toBe(userIds['group@demo.test']);
        // Now group@'s own: sharing it by update is sharing, and allowed.
        const shared = connection(
          await call('group@demo.test', 'update', { druidia_id: mine.druidia_id, user_id: null }),
        );
        expect(shared.user_id).toBeNull();
        // A plain user cannot take a shared connection over.
        const grab = await call('user@demo.test', 'update', {
          druidia_id: mine.druidia_id,
          user_id: userIds['user@demo.test'],
        });
        expect(grab.status).toBe(403);
      });

      it('refuses to give a user a second connection for a service', async () => {
        await connect('user@demo.test', 'image');
        const theirs = await connect('group@demo.test', 'image');
        const clash = await call('group@demo.test', 'update', {
          druidia_id: theirs.druidia_id,
          user_id: userIds['user@demo.test'],
        });
        expect(clash.status).toBe(409);
      });
    });
    describe('read and list', () => {
      it('reads any connection of the account, masked, and nothing of another account', async () => {
        const theirs = await connect('group@demo.test', 'task');
        const read = connection(await call('user@demo.test', 'read', { druidia_id: theirs.druidia_id }));
        expect(read).toEqual(theirs);
        await expectMasked(read);
        const foreign = await connect('owner@other.test', 'image');
        const crossed = await call('user@demo.test', 'read', { druidia_id: foreign.druidia_id });
        expect([crossed.status, detail(crossed)]).toEqual([404, 'Connection not found']);
      });

      it('answers the profile page’s query: the account’s connections, newest first, masked', async () => {
        for (const service of ['image', 'content', 'rodeo']) await connect('user@demo.test', service);
        await connect('group@demo.test', 'task');
        await connect('owner@other.test', 'image');
        // An order of creation unlike the order of ids, so the sort is seen to follow created_at.
        await suite.api.db.query(
          `UPDATE druidia_connections SET created_at = CASE service
             WHEN 'rodeo' THEN timestamptz '2025-01-04' WHEN 'image' THEN timestamptz '2025-01-03'
             WHEN 'task' THEN timestamptz '2025-01-02' ELSE timestamptz '2025-01-01' END`,
        );
        const query = (accountId: number) => ({
          filters: [{ field: 'account_id', operator: '=', value: accountId }],
          page: 1,
          limit: 100,
          sort: 'created_at',
          order: 'desc',
        });
        const result = await call('user@demo.test', 'list', query(1));
        const { list, count } = result.packet.payload as { list: DruidiaConnection[]; count: number };
        expect(count).toBe(4);
        expect(list.map((c) => c.service)).toEqual(['rodeo', 'image', 'task', 'content']);
        for (const item of list) await expectMasked(item);
        const other = await call('user@demo.test', 'list', query(2));
        expect(other.packet.payload).toMatchObject({ list: [], count: 0 });
      });

      it('neither filters nor sorts on the token', async () => {
        const byToken = await call('user@demo.test', 'list', {
          filters: [{ field: 'token', operator: 'LIKE', value: 'a' }],
        });
        expect(byToken.status).toBe(400);
        expect((await call('user@demo.test', 'list', { sort: 'token_encrypted' })).status).toBe(400);
      });
    });
  });
});
