import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databases, sha256Hex, startTestApi, type TestApi } from './harness.ts';
import { captureLogs } from './log-capture.ts';

const INVALID = 'Invalid email or password';

describe.each(databases())('authentication on %s', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ database });
  });
  afterAll(() => api.close());

  const tokenCall = (email: string, password: string, method = 'POST') =>
    api.call('user', 'token', {
      method,
      token: api.config.siteToken,
      ...(method === 'GET'
        ? { query: { email, passhash: sha256Hex(password) } }
        : { body: { email, passhash: sha256Hex(password) } }),
    });
  const titleOf = (result: { packet: { errors: { title: string }[] } }) => result.packet.errors[0]?.title;

  // The kit sends POST (no credentials in a URL); the published protocol's GET stays for the clients written to it.
  it('logs in with POST and with GET, returning the access level and a token', async () => {
    for (const method of ['GET', 'POST']) {
      const { status, packet } = await tokenCall('Group@Demo.test', 'demo-password', method);
      expect(status).toBe(200);
      expect(packet.payload).toEqual({ access: 5 });
      expect(packet.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it('stores only the hash of a token', async () => {
    const token = await api.login('user@demo.test');
    const rows = await api.db.query('SELECT 1 FROM sessions WHERE token_hash = $1', [token]);
    expect(rows).toHaveLength(0);
  });

  it('answers every bad login the same way, by POST and by GET', async () => {
    await api.db.query("UPDATE users SET enabled = false WHERE email = 'circuit@demo.test'");
    const results = [];
    for (const method of ['POST', 'GET']) {
      results.push(
        await tokenCall('user@demo.test', 'wrong-password', method),
        await tokenCall('nobody@demo.test', 'demo-password', method),
        await tokenCall('circuit@demo.test', 'demo-password', method),
      );
    }
    await api.db.query("UPDATE users SET enabled = true WHERE email = 'circuit@demo.test'");
    for (const result of results) {
      expect(result.status).toBe(401);
      expect(result.packet.errors).toEqual([
        { title: INVALID, status: 401, instance: '/api', code: 'invalid_login' },
      ]);
    }
  });

  it('takes a POST’s credentials from its body only, and no method but POST and GET', async () => {
    const inQuery = await api.call('user', 'token', {
      method: 'POST',
      token: api.config.siteToken,
      query: { email: 'user@demo.test', passhash: sha256Hex('demo-password') },
    });
    expect([inQuery.status, inQuery.packet.token]).toEqual([400, undefined]);
    for (const method of ['PUT', 'DELETE']) {
      const other = await api.call('user', 'token', { method, token: api.config.siteToken });
      expect([other.status, other.packet.errors[0]?.detail]).toEqual([405, 'user/token is called with POST']);
    }
  });

  it('logs no query string: an unexpected failure of a GET sign-in names the path alone', async () => {
    const passhash = sha256Hex('demo-password');
    const logged = captureLogs();
    const query = vi.spyOn(api.db, 'query').mockRejectedValue(new Error('the database went away'));
    try {
      const failed = await tokenCall('user@demo.test', 'demo-password', 'GET');
      expect(failed.status).toBe(500);
      const text = logged.text();
      expect(text).toContain('GET /api');
      expect(text).not.toContain(passhash);
      expect(text).not.toContain('user@demo.test');
    } finally {
      query.mockRestore();
      logged.restore();
    }
  });

  it('refuses a wrong site token on login', async () => {
    const result = await api.call('user', 'token', {
      token: 'not-the-site-token',
      body: { email: 'user@demo.test', passhash: sha256Hex('demo-password') },
    });
    expect(result.status).toBe(401);
  });

  it('throttles unknown emails like known ones (tests/server/throttles.test.ts has the rest)', async () => {
    for (let i = 0; i < 10; i++) expect(titleOf(await tokenCall('ghost@demo.test', 'nope'))).toBe(INVALID);
    const locked = await tokenCall('ghost@demo.test', 'nope');
    expect([locked.status, titleOf(locked)]).toEqual([429, 'Too many attempts, try again in 15 minutes']);
  });

  it('revokes the token on logout', async () => {
    const token = await api.login('user@demo.test');
    expect((await api.call('user', 'logout', { token, body: {} })).status).toBe(200);
    const after = await api.call('user', 'read', { token, query: { email: 'user@demo.test' } });
    expect(after.status).toBe(401);
    expect(titleOf(after)).toBe('Token Expired');
  });

  it('applies an access change and a disable on the next request', async () => {
    const token = await api.login('circuit@demo.test');
    const list = () => api.call('user', 'list', { token, body: {} });
    expect((await list()).status).toBe(200);
    await api.db.query("UPDATE users SET access = 3 WHERE email = 'circuit@demo.test'");
    expect((await list()).status).toBe(403);
    await api.db.query("UPDATE users SET access = 6, enabled = false WHERE email = 'circuit@demo.test'");
    const disabled = await list();
    expect(disabled.status).toBe(401);
    expect(titleOf(disabled)).toBe('Token Expired');
    await api.db.query("UPDATE users SET enabled = true WHERE email = 'circuit@demo.test'");
  });

  it('refuses a missing or unknown user token', async () => {
    expect((await api.call('user', 'read', { query: { email: 'user@demo.test' } })).status).toBe(401);
    const unknown = await api.call('user', 'read', {
      token: 'x'.repeat(43),
      query: { email: 'user@demo.test' },
    });
    expect(titleOf(unknown)).toBe('Token Expired');
  });
});

describe.each(databases())('session timeouts on %s', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ database, config: { sessionIdleSeconds: 60, sessionMaxSeconds: 120 } });
  });
  afterAll(() => api.close());
  const read = (token: string) => api.call('user', 'read', { token, query: { email: 'user@demo.test' } });

  it('expires a session idle for longer than SESSION_IDLE_SECONDS', async () => {
    const token = await api.login('user@demo.test');
    expect((await read(token)).status).toBe(200);
    await api.db.query("UPDATE sessions SET last_seen_at = now() - interval '61 seconds'");
    const result = await read(token);
    expect(result.status).toBe(401);
    expect(result.packet.errors[0]?.title).toBe('Token Expired');
  });

  it('keeps a used session alive, writing last_seen_at at most every 15 seconds', async () => {
    const token = await api.login('user@demo.test');
    const idleSeconds = async () => {
      const [row] = await api.db.query<{ idle: number }>(
        'SELECT extract(epoch FROM now() - max(last_seen_at))::float AS idle FROM sessions',
      );
      return row?.idle ?? Number.NaN;
    };
    await api.db.query("UPDATE sessions SET last_seen_at = now() - interval '50 seconds'");
    expect((await read(token)).status).toBe(200);
    expect(await idleSeconds()).toBeLessThan(5);
    await api.db.query("UPDATE sessions SET last_seen_at = now() - interval '10 seconds'");
    expect((await read(token)).status).toBe(200);
    expect(await idleSeconds()).toBeGreaterThan(9);
  });

  it('expires a busy session after SESSION_MAX_SECONDS', async () => {
    const token = await api.login('user@demo.test');
    await api.db.query("UPDATE sessions SET created_at = now() - interval '30 seconds'");
    expect((await read(token)).status).toBe(200);
    await api.db.query("UPDATE sessions SET created_at = now() - interval '121 seconds'");
    const result = await read(token);
    expect(result.status).toBe(401);
    expect(result.packet.errors[0]?.title).toBe('Token Expired');
  });
});
