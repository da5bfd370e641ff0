import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, sha256Hex, startTestApi, type TestApi } from './harness.ts';
import { accountEdit, userEdit } from './versions.ts';

const OTHER_ACCOUNT = 2;

/**
 * Disabling (docs/security.md, "Disabling"): nobody disables a user at or above their own level, by any
 * path that sets an enabled flag, and a disable ends the sessions it covers at once.
 */
describe.each(databases())('disabling accounts and users on %s', (database) => {
  let api: TestApi;
  let tokens: Record<string, string>;
  let ids: Record<string, number>;
  const enabledOf = async (table: 'accounts' | 'users', key: string, id: number) =>
    (await api.db.query<{ on: boolean }>(`SELECT enabled AS on FROM ${table} WHERE ${key} = $1`, [id]))[0]
      ?.on;
  const accountUpdate = async (token: string, userId: number, accountId: number, enabled: boolean) => {
    const [account] = await api.db.query<{ account_name: string; domain: string | null }>(
      'SELECT account_name, domain FROM accounts WHERE account_id = $1',
      [accountId],
    );
    return api.call('account', 'update', {
      token,
      body: await accountEdit(api, { user_id: userId, account_id: accountId, ...account, enabled }),
    });
  };

  beforeAll(async () => {
    api = await startTestApi({ database });
    tokens = await api.logins(['admin@demo.test', 'super@demo.test', 'group@demo.test']);
    // A super admin in another account: what an admin's disable of that account would sign out.
    const created = await api.call('user', 'create', {
      token: tokens['super@demo.test'],
      body: {
        email: 'chief@other.test',
        first_name: 'Chief',
        last_name: 'Other',
        passhash: sha256Hex('chief-pass'),
        access: 9,
        account_id: OTHER_ACCOUNT,
      },
    });
    expect(created.status).toBe(200);
    ids = await api.userIds();
  });
  afterAll(() => api.close());

  describe('never an account or user at or above the caller’s level', () => {
    it('account/update', async () => {
      const refused = await accountUpdate(
        tokens['admin@demo.test']!,
        ids['admin@demo.test']!,
        OTHER_ACCOUNT,
        false,
      );
      expect([refused.status, refused.packet.errors[0]?.detail]).toEqual([
        403,
        'You can only disable an account whose users are all below your own access level',
      ]);
      expect(await enabledOf('accounts', 'account_id', OTHER_ACCOUNT)).toBe(true);
    });

    it('account/bulk_action, by id and by query', async () => {
      for (const pick of [{ ids: [OTHER_ACCOUNT] }, { query: { filters: [], search: 'other.test' } }]) {
        const result = await api.call('account', 'bulk_action', {
          token: tokens['admin@demo.test'],
          body: { action: 'set', field: 'enabled', value: false, ...pick },
        });
        expect(result.packet.payload).toEqual({
          done: 0,
          refused: [
            {
              id: OTHER_ACCOUNT,
              reason: 'You can only disable an account whose users are all below your own access level',
            },
          ],
          next: null,
          // Nothing done: nothing for an Undo (the optional fields beside SPEC 7's).
          ids: [],
          previous: [],
        });
      }
      expect(await enabledOf('accounts', 'account_id', OTHER_ACCOUNT)).toBe(true);
    });

    it('user/update and user/bulk_action', async () => {
      const single = await api.call('user', 'update', {
        token: tokens['super@demo.test'],
        body: await userEdit(api, { user_id: ids['chief@other.test'], enabled: 'false' }),
      });
      expect(single.status).toBe(403);
      const bulk = await api.call('user', 'bulk_action', {
        token: tokens['super@demo.test'],
        body: {
          action: 'set',
          field: 'enabled',
          value: 'false',
          ids: [ids['chief@other.test']],
          account_id: 2,
        },
      });
      expect(bulk.packet).toMatchObject({ errors: [], payload: { done: 0 } });
      expect(await enabledOf('users', 'user_id', ids['chief@other.test']!)).toBe(true);
    });

    it('a level equal to the caller’s is refused too, as user/update refuses it', async () => {
      const same = await accountUpdate(
        tokens['super@demo.test']!,
        ids['super@demo.test']!,
        OTHER_ACCOUNT,
        false,
      );
      expect(same.status).toBe(403);
    });
  });

  describe('a disable ends the sessions it covers; re-enabling brings none back', () => {
    const works = async (token: string) =>
      (await api.call('user', 'read', { token, query: { user_id: String(ids['owner@other.test']) } })).status;

    it('an account', async () => {
      const owner = await api.login('owner@other.test');
      expect(await works(owner)).toBe(200);
      const admin = [tokens['admin@demo.test']!, ids['admin@demo.test']!] as const;
      // The chief (level 9) moves out first, so that an admin may disable the account.
      await api.db.query('UPDATE users SET access = 5 WHERE user_id = $1', [ids['chief@other.test']]);
      expect((await accountUpdate(...admin, OTHER_ACCOUNT, false)).status).toBe(200);
      expect(await works(owner)).toBe(401);
      expect((await accountUpdate(...admin, OTHER_ACCOUNT, true)).status).toBe(200);
      expect(await works(owner)).toBe(401);
      expect(await works(await api.login('owner@other.test'))).toBe(200);
    });

    it('an account, by bulk action', async () => {
      const owner = await api.login('owner@other.test');
      const set = (value: boolean) =>
        api.call('account', 'bulk_action', {
          token: tokens['admin@demo.test'],
          body: { action: 'set', field: 'enabled', value, ids: [OTHER_ACCOUNT] },
        });
      expect((await set(false)).packet.payload).toMatchObject({ done: 1 });
      expect(await works(owner)).toBe(401);
      expect((await set(true)).packet.payload).toMatchObject({ done: 1 });
      expect(await works(owner)).toBe(401);
    });

    it('a user', async () => {
      const owner = await api.login('owner@other.test');
      const set = async (enabled: boolean) =>
        api.call('user', 'update', {
          token: tokens['super@demo.test'],
          body: await userEdit(api, { user_id: ids['owner@other.test'], enabled: String(enabled) }),
        });
      expect((await set(false)).status).toBe(200);
      expect(await works(owner)).toBe(401);
      expect((await set(true)).status).toBe(200);
      expect(await works(owner)).toBe(401);
    });
  });
});
