import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DruidiaConnection } from '../../lib/protocol/druidia.ts';
import { decryptSecret } from '../../server/secrets/cipher.ts';
import { databases, startTestApi, type CallResult, type TestApi } from './harness.ts';

const USERS = ['user@demo.test', 'group@demo.test', 'admin@demo.test', 'owner@other.test'] as const;
type Who = (typeof USERS)[number];

describe.each(databases())('druidia connections on %s', (database) => {
  let api: TestApi;
  const tokens = {} as Record<Who, string>;
  const userIds: Record<string, number> = {};
  beforeAll(async () => {
    api = await startTestApi({ database });
    for (const who of USERS) tokens[who] = await api.login(who);
    for (const row of await api.db.query<{ email: string; user_id: number }>(
      'SELECT email, user_id FROM users',
    )) {
      userIds[row.email] = row.user_id;
    }
  });
  afterAll(() => api.close());

  const call = (who: Who, command: string, input: Record<string, unknown> = {}): Promise<CallResult> => {
    const method = ['read', 'delete'].includes(command) ? 'query' : 'body';
    const query = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)]));
    return api.call('druidia', command, {
      token: tokens[who],
      ...(method === 'query' ? { query } : { body: input }),
    });
  };
  const connection = (result: CallResult): DruidiaConnection => {
    expect(result.status, JSON.stringify(result.packet.errors)).toBe(200);
    return result.packet.payload as DruidiaConnection;
  };
  const connect = async (who: Who, service: string): Promise<DruidiaConnection> =>
    connection(await call(who, 'connect', { service }));
  const detail = (result: CallResult): string => result.packet.errors[0]?.detail ?? '';
  /** The stored token, decrypted with the server's key: what the masked form must end with. */
  const storedToken = async (id: number): Promise<{ plain: string; stored: string }> => {
    const [row] = await api.db.query<{ token_encrypted: string }>(
      'SELECT token_encrypted FROM druidia_connections WHERE druidia_id = $1',
      [id],
    );
    const stored = row?.token_encrypted ?? '';
    return { stored, plain: decryptSecret(api.keys.secrets, stored, `druidia_connections.token#${id}`) };
  };
  const expectMasked = async (reply: DruidiaConnection) => {
    const { plain, stored } = await storedToken(reply.druidia_id);
    expect(reply.token).toBe(`••••${plain.slice(-4)}`);
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(plain);
  };

  it('seeds shared and personal connections with encrypted tokens', async () => {
    const rows = await api.db.query<{ druidia_id: number; user_id: number | null; service: string }>(
      'SELECT druidia_id, user_id, service FROM druidia_connections WHERE account_id = 1',
    );
    expect(rows.some((row) => row.user_id === null)).toBe(true);
    expect(rows.some((row) => row.user_id === userIds['user@demo.test'])).toBe(true);
    for (const row of rows) expect((await storedToken(row.druidia_id)).plain.length).toBeGreaterThan(30);
  });

  describe('from an empty table', () => {
    beforeEach(async () => {
      await api.db.query('DELETE FROM druidia_connections');
    });

    describe('connect', () => {
      it('issues a hash of at most 10 characters and a token that only comes back masked', async () => {
        const reply = await connect('user@demo.test', 'image');
        expect(reply).toMatchObject({ service: 'image', account_id: 1, user_id: userIds['user@demo.test'] });
        expect(reply.user_hash.length).toBeGreaterThan(0);
        expect(reply.user_hash.length).toBeLessThanOrEqual(10);
        await expectMasked(reply);
      });

      it('takes the owner from the session: another user_id is refused, one’s own accepted', async () => {
        const other = await call('user@demo.test', 'connect', {
          service: 'image',
          user_id: userIds['group@demo.test'],
        });
        expect(other.status).toBe(403);
        const own = await call('user@demo.test', 'connect', {
          service: 'image',
          user_id: userIds['user@demo.test'],
        });
        expect(connection(own).user_id).toBe(userIds['user@demo.test']);
      });

      it('refuses a service the caller has already, personally or shared with the account', async () => {
        await connect('user@demo.test', 'image');
        const again = await call('user@demo.test', 'connect', { service: 'image' });
        expect(again.status).toBe(409);
        expect(detail(again)).toMatch(/image service is already connected \(for this user\)/);

        const shared = await connect('group@demo.test', 'content');
        connection(await call('group@demo.test', 'share', { druidia_id: shared.druidia_id }));
        const blocked = await call('user@demo.test', 'connect', { service: 'content' });
        expect(blocked.status).toBe(409);
        expect(detail(blocked)).toMatch(/shared with the whole account/);
      });

      it('lets another user connect a service someone else has personally', async () => {
        await connect('user@demo.test', 'image');
        expect((await connect('group@demo.test', 'image')).user_id).toBe(userIds['group@demo.test']);
      });
    });

    describe('reconnect', () => {
      it('replaces hash and token and returns the same connection', async () => {
        const first = await connect('user@demo.test', 'image');
        const before = await storedToken(first.druidia_id);
        const again = connection(
          await call('user@demo.test', 'connect', { service: 'image', druidia_id: first.druidia_id }),
        );
        expect(again.druidia_id).toBe(first.druidia_id);
        expect(again.user_id).toBe(first.user_id);
        const after = await storedToken(first.druidia_id);
        expect(after.plain).not.toBe(before.plain);
        await expectMasked(again);
        const [row] = await api.db.query('SELECT user_hash FROM druidia_connections WHERE druidia_id = $1', [
          first.druidia_id,
        ]);
        expect(row).toEqual({ user_hash: again.user_hash });
      });

      it('answers a bad id, another account’s id and a missing id as the spec says', async () => {
        const foreign = await connect('owner@other.test', 'image');
        const foreignToken = (await storedToken(foreign.druidia_id)).plain;
        const bad = await call('user@demo.test', 'connect', { service: 'image', druidia_id: 'abc' });
        expect(bad.status).toBe(400);
        expect(detail(bad)).toContain('Invalid connection ID');
        const crossed = await call('user@demo.test', 'connect', {
          service: 'image',
          druidia_id: foreign.druidia_id,
        });
        const missing = await call('user@demo.test', 'connect', { service: 'image', druidia_id: 999_999 });
        for (const result of [crossed, missing]) {
          expect(result.status).toBe(404);
          expect(detail(result)).toBe('Connection not found');
        }
        expect((await storedToken(foreign.druidia_id)).plain).toBe(foreignToken);
      });

      it('refuses a different service and someone else’s connection unless group admin', async () => {
        const mine = await connect('user@demo.test', 'image');
        const wrong = await call('user@demo.test', 'connect', {
          service: 'content',
          druidia_id: mine.druidia_id,
        });
        expect(wrong.status).toBe(400);
        const theirs = await connect('group@demo.test', 'rodeo');
        const notMine = await call('user@demo.test', 'connect', {
          service: 'rodeo',
          druidia_id: theirs.druidia_id,
        });
        expect(notMine.status).toBe(403);
        connection(
          await call('group@demo.test', 'connect', { service: 'image', druidia_id: mine.druidia_id }),
        );
      });
    });

    describe('share', () => {
      it('lets the owner share: user_id becomes null', async () => {
        const mine = await connect('user@demo.test', 'image');
        const shared = connection(await call('user@demo.test', 'share', { druidia_id: mine.druidia_id }));
        expect(shared.user_id).toBeNull();
        await expectMasked(shared);
      });

      it('refuses anyone but the owner, even a group admin', async () => {
        const mine = await connect('user@demo.test', 'image');
        const result = await call('group@demo.test', 'share', { druidia_id: mine.druidia_id });
        expect(result.status).toBe(403);
        expect(detail(result)).toMatch(/owner/);
      });

      it('never shares the task service', async () => {
        const task = await connect('user@demo.test', 'task');
        const result = await call('user@demo.test', 'share', { druidia_id: task.druidia_id });
        expect(result.status).toBe(403);
        expect(detail(result)).toMatch(/Task service/);
      });

      it('refuses a connection already shared, and a second shared one for a service', async () => {
        const mine = await connect('user@demo.test', 'image');
        connection(await call('user@demo.test', 'share', { druidia_id: mine.druidia_id }));
        const again = await call('user@demo.test', 'share', { druidia_id: mine.druidia_id });
        expect(again.status).toBe(409);
        expect(detail(again)).toMatch(/already shared/);
        const [row] = await api.db.query<{ druidia_id: number }>(
          `INSERT INTO druidia_connections (account_id, user_id, service, user_hash, token_encrypted)
           VALUES (1, $1, 'image', 'h', 'v1.x') RETURNING druidia_id`,
          [userIds['group@demo.test']],
        );
        const second = await call('group@demo.test', 'share', { druidia_id: row?.druidia_id });
        expect(second.status).toBe(409);
        expect(detail(second)).toMatch(/already has a shared image connection/);
      });

      it('answers bad and foreign ids like the other commands', async () => {
        const foreign = await connect('owner@other.test', 'image');
        expect(detail(await call('user@demo.test', 'share', { druidia_id: 0 }))).toContain(
          'Invalid connection ID',
        );
        const crossed = await call('user@demo.test', 'share', { druidia_id: foreign.druidia_id });
        expect([crossed.status, detail(crossed)]).toEqual([404, 'Connection not found']);
        const [row] = await api.db.query('SELECT user_id FROM druidia_connections WHERE druidia_id = $1', [
          foreign.druidia_id,
        ]);
        expect(row).toEqual({ user_id: userIds['owner@other.test'] });
      });
    });

    describe('delete', () => {
      const exists = async (id: number) =>
        (await api.db.query('SELECT 1 FROM druidia_connections WHERE druidia_id = $1', [id])).length > 0;

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
        await api.db.query(
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

    describe('request', () => {
      const request = (who: Who, body: Record<string, unknown>) =>
        api.app.request('/api?module=druidia&command=request', {
          method: 'POST',
          headers: { Authorization: `Bearer ${tokens[who]}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });

      it('needs a connection of the caller’s own or a shared one', async () => {
        await connect('group@demo.test', 'image');
        const none = await call('user@demo.test', 'request', { service: 'image', route: 'image/list' });
        expect(none.status).toBe(403);
        expect(detail(none)).toMatch(/Connect the image service first/);
        const shared = await connect('group@demo.test', 'content');
        connection(await call('group@demo.test', 'share', { druidia_id: shared.druidia_id }));
        const viaShared = await call('user@demo.test', 'request', {
          service: 'content',
          route: 'article/list',
        });
        expect(viaShared.packet.payload).toMatchObject({ druidia_id: shared.druidia_id, shared: true });
      });

      it('prefers the caller’s personal connection and echoes the request', async () => {
        const shared = await connect('group@demo.test', 'content');
        connection(await call('group@demo.test', 'share', { druidia_id: shared.druidia_id }));
        const [own] = await api.db.query<{ druidia_id: number }>(
          `INSERT INTO druidia_connections (account_id, user_id, service, user_hash, token_encrypted)
           VALUES (1, $1, 'content', 'h', 'v1.x') RETURNING druidia_id`,
          [userIds['user@demo.test']],
        );
        const result = await call('user@demo.test', 'request', {
          service: 'content',
          route: 'article/read',
          article_id: 7,
        });
        expect(result.packet.payload).toMatchObject({
          service: 'content',
          route: 'article/read',
          druidia_id: own?.druidia_id,
          shared: false,
          params: { article_id: 7 },
        });
      });

      it('streams NDJSON progress lines, then the result', async () => {
        await connect('user@demo.test', 'image');
        const response = await request('user@demo.test', {
          service: 'image',
          route: 'image/list',
          stream: true,
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
        const lines = (await response.text())
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as Record<string, unknown>);
        const progress = lines.slice(0, -1);
        expect(progress.length).toBeGreaterThan(0);
        progress.forEach((line, index) => {
          expect(Object.keys(line).sort()).toEqual(['message', 'progress', 'status', 'total']);
          expect(line).toMatchObject({ status: 'progress', progress: index + 1, total: progress.length });
          expect(typeof line.message).toBe('string');
        });
        expect(lines.at(-1)).toMatchObject({
          status: 'done',
          payload: { service: 'image', route: 'image/list', shared: false },
        });
      });

      it('answers a refused stream with a packet, not a stream', async () => {
        const response = await request('user@demo.test', {
          service: 'rodeo',
          route: 'rodeo/list',
          stream: true,
        });
        expect(response.status).toBe(403);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      });

      it('refuses a malformed route', async () => {
        await connect('user@demo.test', 'image');
        const result = await call('user@demo.test', 'request', { service: 'image', route: '../etc/passwd' });
        expect(result.status).toBe(400);
      });
    });
  });
});
