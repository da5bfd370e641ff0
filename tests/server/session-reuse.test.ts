import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESOURCES } from '../../lib/resources/registry.ts';
import { sessionReuse } from '../../server/auth/session-reuse.ts';
import { SESSION_READ_TABLES } from '../../server/auth/session-rule.ts';
import type { Session } from '../../server/http/handlers.ts';
import { handlerSets } from '../../server/http/modules.ts';
import { apiKeyOf, EMBED_CONFIG, embedToken } from './embed-fixture.ts';
import { databases, startTestApi, type TestApi } from './harness.ts';
import { userEdit } from './versions.ts';

// Far longer than any test: only a write this process ran can make these requests read their session anew.
const AN_HOUR_MS = 3_600_000;

describe.each(databases())('reused session reads on %s (docs/security.md, Sessions)', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ database, config: { ...EMBED_CONFIG, sessionRecheckMs: AN_HOUR_MS } });
  });
  afterAll(() => api.close());

  const listUsers = (token: string) => api.call('user', 'list', { token, body: {} });
  const titleOf = (result: { packet: { errors: { title: string }[] } }) => result.packet.errors[0]?.title;

  it('refuses a session on its next request after a logout', async () => {
    const token = await api.login('user@demo.test');
    const read = () => api.call('user', 'read', { token, query: { email: 'user@demo.test' } });
    expect((await read()).status).toBe(200);
    expect((await read()).status).toBe(200);
    expect((await api.call('user', 'logout', { token, body: {} })).status).toBe(200);
    const after = await read();
    expect([after.status, titleOf(after)]).toEqual([401, 'Token Expired']);
  });

  it('refuses a session on its next request after another session ended it', async () => {
    const ended = await api.login('user@demo.test');
    const other = await api.login('user@demo.test');
    const list = async (token: string) => api.call('session', 'list', { token });
    expect((await list(ended)).status).toBe(200);
    const rows = (await list(other)).packet.payload as { rows: { session_id: number; current: boolean }[] };
    const [endedId] = await api.db.query<{ session_id: number }>(
      'SELECT session_id FROM sessions WHERE session_id = ANY($1) ORDER BY session_id LIMIT 1',
      [rows.rows.filter((row) => !row.current).map((row) => row.session_id)],
    );
    expect(
      (await api.call('session', 'end', { token: other, body: { session_id: endedId!.session_id } })).status,
    ).toBe(200);
    expect((await list(ended)).status).toBe(401);
    expect((await list(other)).status).toBe(200);
  });

  it('applies a lowered level and a disable made by an admin on the next request', async () => {
    const ids = await api.userIds();
    const token = await api.login('circuit@demo.test');
    const admin = await api.login('super@demo.test');
    expect((await listUsers(token)).status).toBe(200);
    expect((await listUsers(token)).status).toBe(200);
    const lowered = await api.call('user', 'update', {
      token: admin,
      body: await userEdit(api, { user_id: ids['circuit@demo.test'], access: 3 }),
    });
    expect(lowered.status).toBe(200);
    expect((await listUsers(token)).status).toBe(403);
    const disabled = await api.call('user', 'update', {
      token: admin,
      body: await userEdit(api, { user_id: ids['circuit@demo.test'], enabled: 'false' }),
    });
    expect(disabled.status).toBe(200);
    const refused = await listUsers(token);
    expect([refused.status, titleOf(refused)]).toEqual([401, 'Token Expired']);
  });

  it('keeps a reused read across contact writes, which change nothing a session read holds', async () => {
    const token = await api.login('group@demo.test');
    // Signed in first: a sign-in is a write of the user module, which drops every reused read itself.
    const other = await api.login('user@demo.test');
    const list = () => api.call('contact', 'list', { token, body: {} });
    expect((await list()).status).toBe(200);
    // Ended by hand (as another process would): only a fresh read of the session can see it.
    await api.db.query(
      'UPDATE sessions SET revoked_at = now() WHERE user_id = (SELECT user_id FROM users WHERE email = $1)',
      ['group@demo.test'],
    );
    const created = await api.call('contact', 'create', {
      token,
      body: { first_name: 'Kept', last_name: 'Session', email: 'kept-session@demo.test' },
    });
    expect(created.status).toBe(200);
    const { contact_id, updated_at } = created.packet.payload as { contact_id: number; updated_at: string };
    const updated = await api.call('contact', 'update', {
      token,
      body: { contact_id, updated_at, city: 'Cody' },
    });
    expect(updated.status).toBe(200);
    expect(
      (await api.call('contact', 'delete', { token, query: { contact_id: String(contact_id) } })).status,
    ).toBe(200);
    expect((await list()).status).toBe(200);
    // A write of a module of its own drops every reused read, whatever it changed.
    expect((await api.call('user', 'logout', { token: other, body: {} })).status).toBe(200);
    const refused = await list();
    expect([refused.status, titleOf(refused)]).toEqual([401, 'Token Expired']);
  });

  it("refuses an embed session on its next request after its API key's revoke", async () => {
    const key = await apiKeyOf(api, 'group@demo.test');
    const token = await embedToken(api, key.secret, 'user@demo.test', [{ tag: 'profile-panel' }]);
    // Signed in first: a sign-in is a write of the user module, which drops every reused read itself.
    const owner = await api.login('group@demo.test');
    const read = () => api.call('user', 'read', { token, query: { email: 'user@demo.test' } });
    expect((await read()).status).toBe(200);
    expect((await read()).status).toBe(200);
    const revoked = await api.call('api_key', 'revoke', {
      token: owner,
      body: { api_key_id: key.api_key_id },
    });
    expect(revoked.status).toBe(200);
    const after = await read();
    expect([after.status, titleOf(after)]).toEqual([401, 'Token Expired']);
  });
});

describe('the writes that keep reused session reads', () => {
  it('are those of resource modules whose table no session read holds', () => {
    const keeping = handlerSets
      .filter((set) => set.keepsSessions)
      .map((set) => Object.values(set.commands)[0]!.module)
      .sort();
    const expected = RESOURCES.filter((resource) => !SESSION_READ_TABLES.has(resource.table))
      .map((resource) => resource.name)
      .sort();
    expect(keeping).toEqual(expected);
    for (const module of ['api_key', 'user', 'account', 'session', 'second_factor', 'passkey', 'embed'])
      expect(keeping).not.toContain(module);
  });

  // A resource module keeps reused reads on the grounds that it writes only its own table (with the log,
  // the outbox and the trash): a new file writing a table a session read holds must be one no such module
  // runs, or its module must drop them (HandlerSet.keepsSessions, docs/security.md "Sessions").
  it('leave every table a session read holds to these files', () => {
    const tables = [...SESSION_READ_TABLES].join('|');
    const writes = new RegExp(`(INSERT\\s+INTO|UPDATE|DELETE\\s+FROM)\\s+(${tables})\\b`);
    const files = (readdirSync('server', { recursive: true }) as string[])
      .filter((file) => file.endsWith('.ts') && writes.test(readFileSync(join('server', file), 'utf8')))
      .sort();
    expect(files).toEqual([
      'admin/create-admin.ts',
      'auth/api-keys.ts',
      'auth/credential-change.ts',
      'auth/login.ts',
      'auth/passkeys.ts',
      'auth/second-factor-reset.ts',
      'auth/second-factor.ts',
      'auth/sessions.ts',
      'modules/account-domain.ts',
      'modules/account.ts',
      'modules/api-key.ts',
      'modules/user.ts',
      'seed/demo.ts',
    ]);
  });
});

describe('a reused session read', () => {
  const session: Session = { sessionId: 1, userId: 2, accountId: 3, access: 5 };

  it('is read again once it is recheckMs old', () => {
    let now = 0;
    const reuse = sessionReuse(1000, () => now);
    reuse.keep('hash', session, reuse.mark());
    now = 999;
    expect(reuse.recent('hash')).toEqual(session);
    now = 1000;
    expect(reuse.recent('hash')).toBeUndefined();
  });

  it('is dropped by a write, and not kept when a write finished during its read', () => {
    const reuse = sessionReuse(1000, () => 0);
    reuse.keep('hash', session, reuse.mark());
    reuse.forget();
    expect(reuse.recent('hash')).toBeUndefined();
    const mark = reuse.mark();
    reuse.forget();
    reuse.keep('hash', session, mark);
    expect(reuse.recent('hash')).toBeUndefined();
  });

  it('is never kept with a recheck of 0', () => {
    const reuse = sessionReuse(0, () => 0);
    reuse.keep('hash', session, reuse.mark());
    expect(reuse.recent('hash')).toBeUndefined();
  });
});
