import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestApi, type TestApi } from './harness.ts';

describe.each(databases())('API keys on %s', (database) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi({ database });
    token = await api.login('group@demo.test');
  });
  afterAll(() => api.close());

  const createKey = async (name: string, session = token) => {
    const result = await api.call('api_key', 'create', { token: session, body: { name } });
    expect(result.status, JSON.stringify(result.packet.errors)).toBe(200);
    return result.packet.payload as { api_key_id: number; secret: string; prefix: string };
  };

  it('shows the secret once, stores only its hash, and lists the prefix', async () => {
    const key = await createKey('Results feed');
    expect(key.secret).toMatch(/^ck_[A-Za-z0-9_-]{43}$/);
    expect(key.prefix).toBe(key.secret.slice(0, 8));
    const [row] = await api.db.query<Record<string, unknown>>(
      'SELECT * FROM api_keys WHERE api_key_id = $1',
      [key.api_key_id],
    );
    expect(JSON.stringify(row)).not.toContain(key.secret);
    const read = await api.call('api_key', 'read', { token, query: { api_key_id: String(key.api_key_id) } });
    const listed = await api.call('api_key', 'list', { token, body: {} });
    for (const reply of [read, listed]) {
      expect(reply.status).toBe(200);
      expect(JSON.stringify(reply.packet)).not.toContain(key.secret);
      expect(JSON.stringify(reply.packet)).not.toContain('secret');
    }
  });

  it('authenticates as its user, at that user’s level, and records its use', async () => {
    const key = await createKey('Level check');
    const me = await api.call('user', 'read', { token: key.secret, query: { email: 'group@demo.test' } });
    expect([me.status, (me.packet.payload as { access: number }).access]).toEqual([200, 5]);
    expect((await api.call('user', 'list', { token: key.secret, body: {} })).status).toBe(200);
    expect((await api.call('account', 'list', { token: key.secret, body: {} })).status).toBe(403);
    const [row] = await api.db.query<{ last_used_at: string | null }>(
      'SELECT last_used_at FROM api_keys WHERE api_key_id = $1',
      [key.api_key_id],
    );
    expect(row?.last_used_at).not.toBeNull();
    // A key may not mint successors that would outlive its own revocation.
    const minted = await api.call('api_key', 'create', { token: key.secret, body: { name: 'Child' } });
    expect(minted.status).toBe(403);
  });

  it('stops at once when revoked, and after its expiry date, with a 401 that says why', async () => {
    const key = await createKey('Short lived');
    const revoked = await api.call('api_key', 'revoke', { token, body: { api_key_id: key.api_key_id } });
    expect((revoked.packet.payload as { revoked_at: string | null }).revoked_at).not.toBeNull();
    const after = await api.call('user', 'read', { token: key.secret, query: { email: 'group@demo.test' } });
    expect([after.status, after.packet.errors[0]]).toEqual([
      401,
      expect.objectContaining({
        title: 'Unauthorized',
        status: 401,
        detail: 'The API key was revoked',
        instance: '/api',
      }),
    ]);

    const expiring = await createKey('Expiring');
    await api.db.query('UPDATE api_keys SET expires_at = current_date WHERE api_key_id = $1', [
      expiring.api_key_id,
    ]);
    const expired = await api.call('user', 'read', {
      token: expiring.secret,
      query: { email: 'group@demo.test' },
    });
    expect([expired.status, expired.packet.errors[0]?.detail]).toEqual([401, 'The API key has expired']);

    const unknown = await api.call('user', 'read', {
      token: `ck_${'x'.repeat(43)}`,
      query: { email: 'a@b.c' },
    });
    expect([unknown.status, unknown.packet.errors[0]?.detail]).toEqual([401, 'Unknown API key']);
  });

  it('refuses an expiry date that is not in the future', async () => {
    const result = await api.call('api_key', 'create', {
      token,
      body: { name: 'Past', expires_at: '2020-01-01' },
    });
    expect([result.status, result.packet.errors[0]?.detail]).toEqual([
      400,
      'expires_at: Must be a date after today',
    ]);
  });

  it('stops when its user is disabled, and is private to its creator', async () => {
    const userToken = await api.login('user@demo.test');
    const key = await createKey('Mine', userToken);
    expect(
      (await api.call('api_key', 'read', { token, query: { api_key_id: String(key.api_key_id) } })).status,
    ).toBe(404);
    expect(
      (await api.call('api_key', 'revoke', { token, body: { api_key_id: key.api_key_id } })).status,
    ).toBe(404);
    const { list } = (await api.call('api_key', 'list', { token, body: { limit: 1000 } })).packet.payload as {
      list: { created_by: number }[];
    };
    const [group] = await api.db.query<{ user_id: number }>(
      "SELECT user_id FROM users WHERE email = 'group@demo.test'",
    );
    expect(list.every((row) => row.created_by === group?.user_id)).toBe(true);
    await api.db.query("UPDATE users SET enabled = false WHERE email = 'user@demo.test'");
    const disabled = await api.call('user', 'read', {
      token: key.secret,
      query: { email: 'user@demo.test' },
    });
    expect([disabled.status, disabled.packet.errors[0]?.detail]).toEqual([
      401,
      'The user of this API key is disabled',
    ]);
    await api.db.query("UPDATE users SET enabled = true WHERE email = 'user@demo.test'");
  });
});
