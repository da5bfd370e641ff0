import { describe, expect, it } from 'vitest';
import { druidiaSuite, type Who } from './druidia-fixture.ts';
import { databases } from './harness.ts';

describe.each(databases())('druidia connections: connect, share, request on %s', (database) => {
  const { suite, tokens, userIds, call, connection, connect, detail, storedToken, expectMasked, startEmpty } =
    druidiaSuite(database);

  describe('from an empty table', () => {
    startEmpty();

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
        const [row] = await suite.api.db.query(
          'SELECT user_hash FROM druidia_connections WHERE druidia_id = $1',
          [first.druidia_id],
        );
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
        const [row] = await suite.api.db.query<{ druidia_id: number }>(
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
        const [row] = await suite.api.db.query(
          'SELECT user_id FROM druidia_connections WHERE druidia_id = $1',
          [foreign.druidia_id],
        );
        expect(row).toEqual({ user_id: userIds['owner@other.test'] });
      });
    });
    describe('request', () => {
      const request = (who: Who, body: Record<string, unknown>) =>
        suite.api.app.request('/api?module=druidia&command=request', {
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
        const [own] = await suite.api.db.query<{ druidia_id: number }>(
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
