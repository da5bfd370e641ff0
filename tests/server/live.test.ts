import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveChangeSchema } from '../../lib/protocol/live.ts';
import { DEFINITIONS } from '../../lib/resources/registry.ts';
import { REPLAY_MAX } from '../../server/live/stream.ts';
import { tokenHash } from '../../server/auth/tokens.ts';
import { apiKeyOf, EMBED_CONFIG, embedToken } from './embed-fixture.ts';
import {
  databases,
  DEMO_PASSWORD,
  sha256Hex,
  startTestApi,
  type CallResult,
  type TestApi,
} from './harness.ts';
import { changeOf, liveClient, type LiveClient } from './live-client.ts';
import { freshSample } from './resource-samples.ts';
import { userEdit } from './versions.ts';

// docs/architecture.md, "Live changes"; docs/security.md, "Live changes".

const payload = <T>(result: CallResult): T => {
  expect(result.status, JSON.stringify(result.packet.errors)).toBe(200);
  return result.packet.payload as T;
};

const readLevel = (area: string) =>
  DEFINITIONS.find((definition) => definition.name === area)!.commands.read!.access;

describe.each(databases())('live changes on %s', (database) => {
  let api: TestApi;
  let tokens: Record<string, string>;
  let embed: string;
  let n = 0;
  beforeAll(async () => {
    api = await startTestApi({ database, config: EMBED_CONFIG });
    const key = (await apiKeyOf(api, 'group@demo.test')).secret;
    embed = await embedToken(api, key, 'user@demo.test', [{ tag: 'resource-panel', resources: ['contact'] }]);
    tokens = await api.logins([
      'user@demo.test',
      'group@demo.test',
      'admin@demo.test',
      'super@demo.test',
      'owner@other.test',
    ]);
  });
  afterAll(() => api.close());

  const open = async (token: string, query: Record<string, string> = {}): Promise<LiveClient> => {
    const client = liveClient(await api.call('live', 'stream', { token, query }));
    await client.next((event) => event.event === 'ready');
    return client;
  };
  const create = async (token: string, area: string): Promise<number> => {
    const record = payload<Record<string, unknown>>(
      await api.call(area, 'create', { token, body: freshSample(area, `live${(n += 1)}`) }),
    );
    return record[`${area}_id`] as number;
  };
  const changeTo = (client: LiveClient, area: string, id: number) =>
    client.next(
      (event) =>
        event.event === 'change' && changeOf(event).area === area && changeOf(event).record_id === id,
    );

  it('tells a colleague which record changed, how, by whom and its new version, never its fields', async () => {
    const client = await open(tokens['user@demo.test']!);
    const id = await create(tokens['admin@demo.test']!, 'contact');
    const event = await changeTo(client, 'contact', id);
    const change = changeOf(event);
    expect(Object.keys(change).sort()).toEqual(Object.keys(liveChangeSchema.shape).sort());
    expect(change).toMatchObject({ action: 'create', by: { name: 'Ada Admin' } });
    expect(change.updated_at).toBe(new Date(await api.versionOf('contact', id)).toISOString());
    expect(event.id).toBe(String(change.id));
    await client.close();
  });

  it('sends the events of concurrent writes in the order they committed, and none of a rolled-back write', async () => {
    const client = await open(tokens['user@demo.test']!);
    const admin = tokens['admin@demo.test']!;
    const ids = await Promise.all([1, 2, 3, 4].map(() => create(admin, 'contact')));
    // A duplicate email is refused by the database: its transaction rolls back, its event with it.
    const [first] = await api.db.query<{ email: string }>(
      'SELECT email FROM contacts WHERE contact_id = $1',
      [ids[0]],
    );
    const duplicate = await api.call('contact', 'create', {
      token: admin,
      body: { ...freshSample('contact', 'dup'), email: first!.email },
    });
    expect(duplicate.status).toBe(409);
    const last = await create(admin, 'contact');
    await changeTo(client, 'contact', last);
    const changes = client.events.filter((event) => event.event === 'change').map(changeOf);
    expect(changes.map((change) => change.record_id).sort()).toEqual([...ids, last].sort());
    const eventIds = changes.map((change) => change.id);
    expect(eventIds).toEqual([...eventIds].sort((a, b) => a - b));
    // The outbox's order is the order of the stream: a replay says the same.
    const replayed = liveClient(
      await api.call('live', 'stream', {
        token: tokens['user@demo.test']!,
        query: { last_event_id: String(eventIds[0]! - 1) },
      }),
    );
    await replayed.next((event) => event.event === 'ready' || event.event === 'refresh');
    await client.close();
    await replayed.close();
  });

  it('tells each stream only its account’s changes in areas its level and its embed panels may read', async () => {
    const streams = {
      user: await open(tokens['user@demo.test']!),
      group: await open(tokens['group@demo.test']!),
      admin: await open(tokens['admin@demo.test']!),
      super: await open(tokens['super@demo.test']!),
      other: await open(tokens['owner@other.test']!),
      embed: await open(embed),
    };
    const access = { user: 3, group: 5, admin: 7, super: 9, other: 5, embed: 3 };
    const written = [
      { area: 'contact', account: 1, id: await create(tokens['admin@demo.test']!, 'contact') },
      { area: 'vendor', account: 1, id: await create(tokens['admin@demo.test']!, 'vendor') },
      { area: 'task_card', account: 1, id: await create(tokens['super@demo.test']!, 'task_card') },
      { area: 'contact', account: 2, id: await create(tokens['owner@other.test']!, 'contact') },
    ];
    // A last contact in each account: every stream reads contacts, so each sees its sentinel last.
    const sentinels = {
      1: await create(tokens['admin@demo.test']!, 'contact'),
      2: await create(tokens['owner@other.test']!, 'contact'),
    };
    for (const [name, client] of Object.entries(streams)) {
      const account = name === 'other' ? 2 : 1;
      await changeTo(client, 'contact', sentinels[account]);
      const seen = client.events
        .filter((event) => event.event === 'change')
        .map(changeOf)
        .filter((change) => change.record_id !== sentinels[account] || change.area !== 'contact')
        .filter((change) =>
          written.some((write) => write.area === change.area && write.id === change.record_id),
        )
        .map((change) => change.area);
      const expected = written
        .filter((write) => write.account === account)
        .filter((write) => access[name as keyof typeof access] >= readLevel(write.area))
        .filter((write) => name !== 'embed' || write.area === 'contact')
        .map((write) => write.area);
      expect(seen, name).toEqual(expected);
      // Nothing of another account, ever: no event names a record written there.
      const foreign = written.filter((write) => write.account !== account);
      for (const event of client.events.filter((each) => each.event === 'change').map(changeOf))
        expect(
          foreign.some((write) => write.area === event.area && write.id === event.record_id),
          name,
        ).toBe(false);
      await client.close();
    }
  });

  it('follows a super admin’s pick of account, and nobody else’s', async () => {
    const picked = await open(tokens['super@demo.test']!, { account_id: '2' });
    const id = await create(tokens['owner@other.test']!, 'contact');
    await changeTo(picked, 'contact', id);
    await picked.close();
    for (const token of [tokens['admin@demo.test']!, embed]) {
      const refused = await api.call('live', 'stream', { token, query: { account_id: '2' } });
      expect(refused.status).toBe(403);
    }
    const key = (await apiKeyOf(api, 'admin@demo.test')).secret;
    expect((await api.call('live', 'stream', { token: key })).status).toBe(403);
  });

  it('replays what a reconnecting client missed, and asks it to refresh when it cannot', async () => {
    const first = await open(tokens['user@demo.test']!);
    const ready = first.events.find((event) => event.event === 'ready')!;
    await first.close();
    const missed = [
      await create(tokens['admin@demo.test']!, 'contact'),
      await create(tokens['admin@demo.test']!, 'contact'),
    ];
    const again = liveClient(
      await api.call('live', 'stream', {
        token: tokens['user@demo.test']!,
        query: { last_event_id: ready.id! },
      }),
    );
    const back = await again.next((event) => event.event === 'ready');
    const replayed = again.events.filter((event) => event.event === 'change').map(changeOf);
    expect(replayed.map((change) => change.record_id)).toEqual(missed);
    expect(back.id).toBe(String(replayed.at(-1)!.id));
    await again.close();
    // Another account's event id, or one no longer kept: the client re-reads what it shows.
    const [foreign] = await api.db.query<{ id: number }>(
      'SELECT max(live_event_id) AS id FROM live_events WHERE account_id = 2',
    );
    const stale = liveClient(
      await api.call('live', 'stream', {
        token: tokens['user@demo.test']!,
        query: { last_event_id: String(foreign!.id) },
      }),
    );
    expect((await stale.next()).event).toBe('refresh');
    expect((await stale.next()).event).toBe('ready');
    await stale.close();
  });

  it('closes the stream when its session is signed out or revoked', async () => {
    const token = await api.login('user@demo.test');
    const client = await open(token);
    payload(await api.call('user', 'logout', { token }));
    const events = await client.ended;
    expect(events.at(-1)).toMatchObject({ event: 'end', data: JSON.stringify({ reason: 'session' }) });

    const second = await api.login('group@demo.test');
    const revoked = await open(second);
    await api.db.query(
      'UPDATE sessions SET revoked_at = now() WHERE revoked_at IS NULL AND user_id = (SELECT user_id FROM users WHERE email = $1)',
      ['group@demo.test'],
    );
    expect((await revoked.ended).at(-1)?.event).toBe('end');
    tokens['group@demo.test'] = await api.login('group@demo.test');
  });

  const ended = async (client: LiveClient) => {
    expect((await client.ended).at(-1)).toMatchObject({
      event: 'end',
      data: JSON.stringify({ reason: 'session' }),
    });
  };
  const sessionIdOf = async (token: string) => {
    const [row] = await api.db.query<{ session_id: number }>(
      'SELECT session_id FROM sessions WHERE token_hash = $1',
      [tokenHash(token)],
    );
    return row!.session_id;
  };

  it('closes the stream of a session ended from another one, by its user’s password change and by an admin’s reset', async () => {
    // Ended from another session of the same user (session/end).
    const [held, other] = [await api.login('user@demo.test'), await api.login('user@demo.test')];
    const client = await open(held);
    payload(
      await api.call('session', 'end', { token: other, body: { session_id: await sessionIdOf(held) } }),
    );
    await ended(client);

    // The user changes their own password: every other session ends, the one that changed it stays.
    const ids = await api.userIds();
    const circuit = ids['circuit@demo.test']!;
    const [stale, changing] = [await api.login('circuit@demo.test'), await api.login('circuit@demo.test')];
    const [staleStream, keptStream] = [await open(stale), await open(changing)];
    payload(
      await api.call('user', 'update', {
        token: changing,
        body: await userEdit(api, {
          user_id: circuit,
          passhash: sha256Hex('circuit-new-password'),
          current_passhash: sha256Hex(DEMO_PASSWORD),
        }),
      }),
    );
    await ended(staleStream);

    // An admin resets it: the user is signed out everywhere, the session that changed it included.
    payload(
      await api.call('user', 'update', {
        token: tokens['admin@demo.test']!,
        body: await userEdit(api, { user_id: circuit, passhash: sha256Hex(DEMO_PASSWORD) }),
      }),
    );
    await ended(keptStream);
  });

  it('stops telling an open stream of an area once its level no longer reads it', async () => {
    expect(readLevel('vendor')).toBe(7);
    const ids = await api.userIds();
    const client = await open(await api.login('admin@demo.test'));
    const writer = tokens['super@demo.test']!;
    const told = (id: number) =>
      client.events.some(
        (event) =>
          event.event === 'change' && changeOf(event).area === 'vendor' && changeOf(event).record_id === id,
      );
    await changeTo(client, 'vendor', await create(writer, 'vendor'));
    await api.db.query('UPDATE users SET access = 5 WHERE user_id = $1', [ids['admin@demo.test']]);
    try {
      // The hub applies the new level at its next check: until then the area's events still come.
      for (let i = 0; ; i += 1) {
        expect(i, 'the lowered level never applied').toBeLessThan(500);
        const probe = await create(writer, 'vendor');
        await changeTo(client, 'contact', await create(writer, 'contact'));
        if (!told(probe)) break;
        // In-process calls on PGlite never leave the microtask queue: let the hub's timer run.
        await new Promise((resolve) => setImmediate(resolve));
      }
      const after = await create(writer, 'vendor');
      await changeTo(client, 'contact', await create(writer, 'contact'));
      expect(told(after)).toBe(false);
    } finally {
      await api.db.query('UPDATE users SET access = 7 WHERE user_id = $1', [ids['admin@demo.test']]);
      await client.close();
    }
  });

  const reconnect = (token: string, last: string, how: 'query' | 'header' = 'query') =>
    api.call('live', 'stream', {
      token,
      ...(how === 'query' ? { query: { last_event_id: last } } : { headers: { 'Last-Event-ID': last } }),
    });

  it('replays on reconnect with the standard Last-Event-ID header as with last_event_id', async () => {
    const token = tokens['user@demo.test']!;
    const first = await open(token);
    const ready = first.events.find((event) => event.event === 'ready')!;
    await first.close();
    const missed = await create(tokens['admin@demo.test']!, 'contact');
    const again = liveClient(await reconnect(token, ready.id!, 'header'));
    const replayed = changeOf(await again.next((event) => event.event === 'change'));
    expect(replayed.record_id).toBe(missed);
    expect((await again.next()).event).toBe('ready');
    await again.close();
  });

  it('replays only what the caller’s level and embed panels may read', async () => {
    const area = ['vendor', 'task_card'].find((name) => readLevel(name) > 3)!;
    const user = await open(tokens['user@demo.test']!);
    const from = user.events.find((event) => event.event === 'ready')!.id!;
    await user.close();
    const hidden = await create(tokens['admin@demo.test']!, area);
    const shown = await create(tokens['admin@demo.test']!, 'contact');
    for (const token of [tokens['user@demo.test']!, embed]) {
      const again = liveClient(await reconnect(token, from));
      await again.next((event) => event.event === 'ready');
      const replayed = again.events.filter((event) => event.event === 'change').map(changeOf);
      expect(replayed.map((change) => [change.area, change.record_id])).toEqual([['contact', shown]]);
      expect(replayed.some((change) => change.area === area && change.record_id === hidden)).toBe(false);
      await again.close();
    }
  });

  it(`replays at most ${REPLAY_MAX} missed events; past that it asks the client to refresh`, async () => {
    const token = tokens['user@demo.test']!;
    const backlog = async (count: number) => {
      const first = await open(token);
      const last = first.events.find((event) => event.event === 'ready')!.id!;
      await first.close();
      await api.db.query(
        `INSERT INTO live_events (account_id, area, record_id, action)
         SELECT 1, 'contact', n, 'update' FROM generate_series(1, $1::int) AS n`,
        [count],
      );
      return liveClient(await reconnect(token, last));
    };
    const within = await backlog(REPLAY_MAX);
    await within.next((event) => event.event === 'ready');
    expect(within.events.filter((event) => event.event === 'change')).toHaveLength(REPLAY_MAX);
    await within.close();
    const beyond = await backlog(REPLAY_MAX + 1);
    const refresh = await beyond.next();
    expect(refresh.event).toBe('refresh');
    const ready = await beyond.next();
    expect([ready.event, ready.id]).toEqual(['ready', refresh.id]);
    expect(beyond.events.filter((event) => event.event === 'change')).toEqual([]);
    await beyond.close();
  });

  it('answers any last event id, in the query or the Last-Event-ID header, with a stream or a 400, never more', async () => {
    const token = tokens['user@demo.test']!;
    const statuses = new Set<number>();
    const anyId = fc.oneof(
      fc.string(),
      fc.integer().map(String),
      fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
      fc.constantFrom('-1', '0', '1e3', '2147483648', '99999999999999999999', ' 1', '0x10', 'NaN', '1.5'),
    );
    await fc.assert(
      fc.asyncProperty(anyId, fc.constantFrom('query' as const, 'header' as const), async (last, how) => {
        // A header cannot carry a control character at all: fetch refuses it before it is sent.
        const control = [...last].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127);
        if (how === 'header' && control) return;
        const result = await reconnect(token, last, how);
        statuses.add(result.status);
        if (result.status === 200) {
          const client = liveClient(result);
          await client.next((event) => event.event === 'ready');
          await client.close();
          return;
        }
        expect(result.status, JSON.stringify([last, how])).toBe(400);
      }),
      { numRuns: 60, seed: 36 },
    );
    expect([...statuses].sort()).toEqual([200, 400]);
  });
});
