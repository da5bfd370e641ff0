import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestApi, type TestApi } from './harness.ts';

// Every API error carries a stable code and its values beside the English detail (docs/protocol.md, errors).
describe.each(databases())('error codes on %s', (database) => {
  let api: TestApi;
  let admin: string;
  let user: string;
  let ids: Record<string, number>;
  beforeAll(async () => {
    api = await startTestApi({ database });
    admin = await api.login('admin@demo.test');
    user = await api.login('user@demo.test');
    ids = await api.userIds();
  });
  afterAll(() => api.close());

  const errorOf = async (...args: Parameters<TestApi['call']>) => {
    const { status, packet } = await api.call(...args);
    return { status, ...packet.errors[0] };
  };

  it('names a missing field: required', async () => {
    const error = await errorOf('user', 'token', { token: api.config.siteToken, body: {} });
    expect(error).toMatchObject({ status: 400, code: 'required', params: { field: 'email' } });
    expect(error.detail).toContain('email: Required');
  });

  it('names a value too long, with its limit, and an invalid email', async () => {
    const tooLong = await errorOf('user', 'update', {
      token: admin,
      body: { user_id: ids['user@demo.test'], first_name: 'x'.repeat(5000) },
    });
    expect(tooLong).toMatchObject({ status: 400, code: 'too_long', params: { field: 'first_name' } });
    expect(tooLong.params?.max).toEqual(expect.any(Number));
    const email = await errorOf('user', 'update', {
      token: admin,
      body: { user_id: ids['user@demo.test'], email: 'not an address' },
    });
    expect(email).toMatchObject({ status: 400, code: 'invalid_email', params: { field: 'email' } });
  });

  it('says not found, the level a command needs, and an ended session', async () => {
    expect(await errorOf('nothing', 'here', { token: admin, method: 'GET' })).toMatchObject({
      status: 404,
      code: 'not_found',
    });
    expect(await errorOf('user', 'list', { token: user, body: {} })).toMatchObject({
      status: 403,
      code: 'level_required',
      params: { level: 5 },
    });
    expect(await errorOf('user', 'read', { token: 'no-such-token', query: { user_id: '1' } })).toMatchObject({
      status: 401,
      title: 'Token Expired',
      code: 'session_ended',
    });
  });

  it('says an email is taken, and a stale update', async () => {
    expect(
      await errorOf('user', 'update', {
        token: admin,
        body: { user_id: ids['user@demo.test'], email: 'group@demo.test' },
      }),
    ).toMatchObject({ status: 409, code: 'email_taken', detail: 'That email address is already in use' });
    const stale = await errorOf('user', 'update', {
      token: admin,
      body: { user_id: ids['user@demo.test'], first_name: 'Una', updated_at: '2000-01-01T00:00:00Z' },
    });
    expect(stale).toMatchObject({ status: 409, code: 'stale' });
    expect(stale.current).toBeDefined();
  });

  it('says when to try again after too many attempts', async () => {
    let error = await errorOf('user', 'token', {
      token: api.config.siteToken,
      body: { email: 'user@demo.test', passhash: 'f'.repeat(64) },
      ip: '198.51.100.7',
    });
    for (let attempt = 0; error.status !== 429 && attempt < 60; attempt++) {
      error = await errorOf('user', 'token', {
        token: api.config.siteToken,
        body: { email: 'user@demo.test', passhash: 'f'.repeat(64) },
        ip: '198.51.100.7',
      });
    }
    expect(error).toMatchObject({ status: 429, code: 'throttled', params: { minutes: expect.any(Number) } });
  });
});
