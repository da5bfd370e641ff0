import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionReuse } from '../../server/auth/session-reuse.ts';
import type { Session } from '../../server/http/handlers.ts';
import { databases, startTestApi, type TestApi } from './harness.ts';
import { userEdit } from './versions.ts';

// Far longer than any test: only a write this process ran can make these requests read their session anew.
const AN_HOUR_MS = 3_600_000;

describe.each(databases())('reused session reads on %s (docs/security.md, Sessions)', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ database, config: { sessionRecheckMs: AN_HOUR_MS } });
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
