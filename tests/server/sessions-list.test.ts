import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../lib/protocol/session.ts';
import { databases, DEMO_PASSWORD, sha256Hex, startTestApi, type TestApi } from './harness.ts';

const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe.each(databases())('sessions one can see and end on %s', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ database });
  });
  afterAll(() => api.close());

  const signIn = async (email: string, userAgent: string, ip: string): Promise<string> => {
    const { packet } = await api.call('user', 'token', {
      token: api.config.siteToken,
      body: { email, passhash: sha256Hex(DEMO_PASSWORD) },
      headers: { 'User-Agent': userAgent },
      ip,
    });
    return packet.token!;
  };
  const list = async (token: string, userId?: number) => {
    const result = await api.call('session', 'list', {
      token,
      ...(userId ? { query: { user_id: String(userId) } } : {}),
    });
    return {
      status: result.status,
      rows: (result.packet.payload as { rows?: SessionInfo[] } | undefined)?.rows,
    };
  };
  const works = async (token: string) => (await api.call('session', 'list', { token })).status === 200;

  it('lists one’s own sessions with browser, system, IP and times, marks this one, ends one or all others', async () => {
    const mac = await signIn('user@demo.test', FIREFOX_MAC, '198.51.100.7');
    const linux = await signIn('user@demo.test', CHROME_LINUX, '198.51.100.8');
    const third = await signIn('user@demo.test', CHROME_LINUX, '198.51.100.9');
    const { rows } = await list(mac);
    expect(rows).toHaveLength(3);
    const own = rows!.find((row) => row.current)!;
    expect(own).toMatchObject({
      browser: 'Firefox 133',
      system: 'macOS Catalina',
      ip: '198.51.100.7',
      embed: false,
    });
    expect(rows!.filter((row) => row.current)).toHaveLength(1);
    expect(rows!.find((row) => row.ip === '198.51.100.8')).toMatchObject({
      browser: 'Chrome 131',
      system: 'Linux',
    });
    expect(Date.parse(own.signed_in_at)).not.toBeNaN();
    expect(Date.parse(own.last_used_at)).not.toBeNaN();

    const linuxRow = rows!.find((row) => row.ip === '198.51.100.8')!;
    expect(
      (await api.call('session', 'end', { token: mac, body: { session_id: linuxRow.session_id } })).status,
    ).toBe(200);
    expect(await works(linux)).toBe(false);
    expect(await works(third)).toBe(true);
    const others = await api.call('session', 'end_others', { token: mac, body: {} });
    expect(others.packet.payload).toEqual({ ended: 1 });
    expect(await works(third)).toBe(false);
    expect(await works(mac)).toBe(true);
    expect((await list(mac)).rows).toHaveLength(1);
  });

  it('lets an admin list and end the sessions of users below their level, and no one else’s', async () => {
    const ids = await api.userIds();
    const group = await signIn('group@demo.test', CHROME_LINUX, '203.0.113.5');
    const admin = await signIn('admin@demo.test', FIREFOX_MAC, '203.0.113.6');
    const user = await signIn('user@demo.test', FIREFOX_MAC, '203.0.113.7');
    const other = await signIn('owner@other.test', FIREFOX_MAC, '203.0.113.8');
    const superToken = await signIn('super@demo.test', FIREFOX_MAC, '203.0.113.9');

    const seen = await list(admin, ids['group@demo.test']);
    expect(seen.status).toBe(200);
    expect(seen.rows!.map((row) => [row.ip, row.current])).toEqual([['203.0.113.5', false]]);
    // At or above one's level: refused; another account, or below group admin: no such user.
    expect((await list(group, ids['admin@demo.test'])).status).toBe(403);
    expect((await list(user, ids['group@demo.test'])).status).toBe(404);
    expect((await list(other, ids['user@demo.test'])).status).toBe(404);
    expect((await list(superToken, ids['owner@other.test'])).status).toBe(200);

    // Ending one the caller may not reach is as unknown as a session that never was, and ends nothing.
    const adminSession = (await list(admin)).rows![0]!.session_id;
    for (const token of [group, user, other]) {
      const refused = await api.call('session', 'end', { token, body: { session_id: adminSession } });
      expect(refused.status).toBe(404);
      const all = await api.call('session', 'end_others', {
        token,
        body: { user_id: ids['admin@demo.test'] },
      });
      expect([403, 404]).toContain(all.status);
    }
    expect(await works(admin)).toBe(true);

    expect(
      (await api.call('session', 'end', { token: admin, body: { session_id: seen.rows![0]!.session_id } }))
        .status,
    ).toBe(200);
    expect(await works(group)).toBe(false);
    const again = await signIn('group@demo.test', CHROME_LINUX, '203.0.113.5');
    const ended = await api.call('session', 'end_others', {
      token: admin,
      body: { user_id: ids['group@demo.test'] },
    });
    expect(ended.packet.payload).toEqual({ ended: 1 });
    expect(await works(again)).toBe(false);
    expect(await works(admin)).toBe(true);
  });
  it('logs a sign-in from a browser the user never signed in from, once per browser, with nothing of the email', async () => {
    const email = 'circuit@demo.test';
    const entries = async () =>
      api.db.query<{ changes: unknown; ip: string }>(
        `SELECT a.changes, a.ip FROM activity a JOIN users u ON u.user_id = a.record_id
          WHERE u.email = $1 AND a.action = 'new_browser' ORDER BY a.activity_id`,
        [email],
      );
    await signIn(email, FIREFOX_MAC, '192.0.2.1');
    // The same browser again, a newer version of it, and another IP: no new browser.
    await signIn(email, FIREFOX_MAC, '192.0.2.2');
    await signIn(email, FIREFOX_MAC.replaceAll('133', '134'), '192.0.2.3');
    await signIn(email, CHROME_LINUX, '192.0.2.4');
    // A sign-in with no User-Agent at all (a script) is one more, unknown, browser.
    await api.call('user', 'token', {
      token: api.config.siteToken,
      body: { email, passhash: sha256Hex(DEMO_PASSWORD) },
      headers: { 'User-Agent': '' },
      ip: '192.0.2.5',
    });
    expect(await entries()).toEqual([
      { changes: { browser: [null, 'Firefox on macOS'] }, ip: '192.0.2.1' },
      { changes: { browser: [null, 'Chrome on Linux'] }, ip: '192.0.2.4' },
      { changes: { browser: [null, 'Unknown browser on an unknown system'] }, ip: '192.0.2.5' },
    ]);
    expect(JSON.stringify(await entries())).not.toContain(email);
  });
});
