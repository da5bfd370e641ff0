import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyOf, EMBED_CONFIG, embedToken } from './embed-fixture.ts';
import {
  databases,
  DEMO_PASSWORD,
  sha256Hex,
  startTestApi,
  type CallResult,
  type TestApi,
} from './harness.ts';
import { userEdit } from './versions.ts';

// Issue 16, section 3 (docs/security.md, "Account takeover"): an API key holder must not take over users
// of the same account through an embed session, and a borrowed session must not change its user's
// password or email without the current password.

const detail = (result: CallResult) => result.packet.errors[0]?.detail;
const CURRENT_WRONG = 'Current password is incorrect';

describe.each(databases())('password and email changes on %s', (database) => {
  let api: TestApi;
  let ids: Record<string, number>;
  beforeAll(async () => {
    api = await startTestApi({ database, config: EMBED_CONFIG });
    ids = await api.userIds();
  });
  afterAll(() => api.close());

  const update = async (token: string, body: Record<string, unknown>) =>
    api.call('user', 'update', { token, body: await userEdit(api, body) });
  const signsIn = async (email: string, password: string) =>
    !!(
      await api.call('user', 'token', {
        token: api.config.siteToken,
        body: { email, passhash: sha256Hex(password) },
      })
    ).packet.token;

  it('refuses an embed session a password or email change, for another user or itself (403)', async () => {
    // The key's owner (a group admin) embeds the profile panel for a user of the same account.
    const key = (await apiKeyOf(api, 'group@demo.test')).secret;
    const token = await embedToken(api, key, 'user@demo.test', [{ tag: 'profile-panel' }]);
    const self = ids['user@demo.test']!;
    for (const body of [
      { user_id: self, passhash: sha256Hex('taken-over') },
      { user_id: self, passhash: sha256Hex('taken-over'), current_passhash: sha256Hex('guess') },
      { user_id: self, email: 'attacker@evil.example' },
    ]) {
      const refused = await update(token, body);
      expect([refused.status, detail(refused)], JSON.stringify(body)).toEqual([
        403,
        'An embedded panel cannot change a password or an email address: sign in to the console to do that',
      ]);
    }
    expect(await signsIn('user@demo.test', 'taken-over')).toBe(false);
    expect(await signsIn('user@demo.test', DEMO_PASSWORD)).toBe(true);
    // Everything else of the profile still saves from an embedded panel.
    const renamed = await update(token, { user_id: self, first_name: 'Uma', email: 'USER@demo.test' });
    expect(renamed.status, JSON.stringify(renamed.packet.errors)).toBe(200);
  });

  it('asks for the current password before one’s own new password or email', async () => {
    const token = await api.login('circuit@demo.test');
    const self = ids['circuit@demo.test']!;
    for (const change of [{ passhash: sha256Hex('new-password') }, { email: 'circuit2@demo.test' }]) {
      for (const current of [{}, { current_passhash: sha256Hex('not-it') }]) {
        const refused = await update(token, { user_id: self, ...change, ...current });
        expect([refused.status, detail(refused)], JSON.stringify([change, current])).toEqual([
          403,
          CURRENT_WRONG,
        ]);
      }
    }
    const [row] = await api.db.query<{ email: string }>('SELECT email FROM users WHERE user_id = $1', [self]);
    expect(row?.email).toBe('circuit@demo.test');

    const moved = await update(token, {
      user_id: self,
      email: 'circuit2@demo.test',
      current_passhash: sha256Hex(DEMO_PASSWORD),
    });
    expect(moved.status, JSON.stringify(moved.packet.errors)).toBe(200);
    const back = await update(token, {
      user_id: self,
      email: 'circuit@demo.test',
      current_passhash: sha256Hex(DEMO_PASSWORD),
    });
    expect(back.status).toBe(200);
  });

  it('ends every other session of the user when the password changes, and keeps the one that changed it', async () => {
    const here = await api.login('admin@demo.test');
    const elsewhere = await api.login('admin@demo.test');
    const changed = await update(here, {
      user_id: ids['admin@demo.test']!,
      passhash: sha256Hex('admin-new-password'),
      current_passhash: sha256Hex(DEMO_PASSWORD),
    });
    expect(changed.status, JSON.stringify(changed.packet.errors)).toBe(200);
    const read = (token: string) => api.call('user', 'read', { token, query: { email: 'admin@demo.test' } });
    expect((await read(here)).status).toBe(200);
    const ended = await read(elsewhere);
    expect([ended.status, ended.packet.errors[0]?.title]).toEqual([401, 'Token Expired']);
    expect(await signsIn('admin@demo.test', 'admin-new-password')).toBe(true);
  });

  it('lets an admin reset a user below them without that user’s password, ending all their sessions', async () => {
    const victimSession = await api.login('user@demo.test');
    const group = await api.login('group@demo.test');
    const reset = await update(group, { user_id: ids['user@demo.test']!, passhash: sha256Hex('reset-1') });
    expect(reset.status, JSON.stringify(reset.packet.errors)).toBe(200);
    const ended = await api.call('user', 'read', {
      token: victimSession,
      query: { email: 'user@demo.test' },
    });
    expect(ended.status).toBe(401);
    expect(await signsIn('user@demo.test', 'reset-1')).toBe(true);
  });

  it('answers a malformed current_passhash with a 400 naming it', async () => {
    const token = await api.login('owner@other.test');
    const result = await update(token, {
      user_id: ids['owner@other.test']!,
      passhash: sha256Hex('x1234'),
      current_passhash: 'not-a-hash',
    });
    expect([result.status, detail(result)]).toEqual([
      400,
      'current_passhash: Invalid passhash: expected SHA-256 hex',
    ]);
  });
  it('counts a wrong current password as a failed login, so a borrowed session cannot guess on', async () => {
    const token = await api.login('owner@other.test');
    const self = ids['owner@other.test']!;
    const guess = (n: number) =>
      update(token, { user_id: self, passhash: sha256Hex('new'), current_passhash: sha256Hex(`guess ${n}`) });
    for (let n = 0; n < api.config.limits.loginFailsPerEmail; n += 1) {
      expect(detail(await guess(n))).toBe(CURRENT_WRONG);
    }
    const refused = await guess(99);
    expect([refused.status, refused.packet.errors[0]?.title]).toEqual([
      429,
      'Too many attempts, try again in 15 minutes',
    ]);
    // The same limit as sign-in's: the right password is not even tried now.
    expect(await signsIn('owner@other.test', DEMO_PASSWORD)).toBe(false);
  });
});
