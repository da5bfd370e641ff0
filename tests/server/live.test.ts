import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveChangeSchema } from '../../lib/protocol/live.ts';
import { DEFINITIONS } from '../../lib/resources/registry.ts';
import { apiKeyOf, EMBED_CONFIG, embedToken } from './embed-fixture.ts';
import { databases, startTestApi, type CallResult, type TestApi } from './harness.ts';
import { changeOf, liveClient, type LiveClient } from './live-client.ts';
import { freshSample } from './resource-samples.ts';

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
});
