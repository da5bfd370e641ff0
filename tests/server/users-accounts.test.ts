import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userCommands } from '../../lib/protocol/user.ts';
import { databases, sha256Hex, startTestApi, type TestApi } from './harness.ts';
import { accountEdit, userEdit } from './versions.ts';

const newUser = (email: string, access: number) => ({
  email,
  first_name: 'New',
  last_name: 'Person',
  passhash: sha256Hex('pw-new'),
  access,
  enabled: 'true',
  primary_phone_textable: 'false',
});

describe.each(databases())('user and account rules on %s', (database) => {
  let api: TestApi;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    api = await startTestApi({ database });
    Object.assign(
      tokens,
      await api.logins(['user@demo.test', 'group@demo.test', 'admin@demo.test', 'owner@other.test']),
    );
    Object.assign(ids, await api.userIds());
  });
  afterAll(() => api.close());

  const as = (who: string) => ({ token: tokens[who] });

  describe('user/create', () => {
    it('lets a group admin create a user in their own account, up to their own level', async () => {
      const { status, packet } = await api.call('user', 'create', {
        ...as('group@demo.test'),
        body: newUser('made@demo.test', 5),
      });
      expect(status).toBe(200);
      expect(packet.payload).toMatchObject({ access: 5 });
      const [row] = await api.db.query('SELECT account_id FROM users WHERE email = $1', ['made@demo.test']);
      expect(row).toEqual({ account_id: 1 });
      // The new user logs in with the password it was created with.
      expect(await api.login('made@demo.test', 'pw-new')).toBeTruthy();
    });
    it('refuses a level above the creator’s own', async () => {
      const result = await api.call('user', 'create', {
        ...as('group@demo.test'),
        body: newUser('x@demo.test', 6),
      });
      expect(result.status).toBe(403);
    });
    it('refuses a plain user', async () => {
      const result = await api.call('user', 'create', {
        ...as('user@demo.test'),
        body: newUser('y@demo.test', 1),
      });
      expect(result.status).toBe(403);
    });
    it('refuses a taken email', async () => {
      const result = await api.call('user', 'create', {
        ...as('group@demo.test'),
        body: newUser('USER@demo.test', 1),
      });
      expect(result.status).toBe(409);
    });
  });

  describe('user/read', () => {
    it('reads oneself, by email or id', async () => {
      const byId = await api.call('user', 'read', {
        ...as('user@demo.test'),
        query: { user_id: String(ids['user@demo.test']) },
      });
      expect(byId.packet.payload).toMatchObject({
        email: 'user@demo.test',
        account_name: 'Demo Rodeo Network',
      });
      expect(JSON.stringify(byId.packet.payload)).not.toMatch(/password|argon/);
    });
    it('lets a group admin read a user of the same account only', async () => {
      expect(
        (await api.call('user', 'read', { ...as('group@demo.test'), query: { email: 'user@demo.test' } }))
          .status,
      ).toBe(200);
      expect(
        (await api.call('user', 'read', { ...as('owner@other.test'), query: { email: 'user@demo.test' } }))
          .status,
      ).toBe(404);
    });
    it('hides other users from a plain user', async () => {
      const result = await api.call('user', 'read', {
        ...as('user@demo.test'),
        query: { email: 'group@demo.test' },
      });
      expect(result.status).toBe(404);
    });
    // The published protocol: read takes email or user_id; docs/protocol.md says so (it once promised oneself without either).
    it('needs email or user_id, as docs/protocol.md says: without either, a 400', async () => {
      const result = await api.call('user', 'read', as('user@demo.test'));
      expect(result.status).toBe(400);
      expect(userCommands.read.summary).toMatch(/by email or user_id \(one of them is required/);
    });
  });

  describe('user/update', () => {
    it('updates one’s own name', async () => {
      const result = await api.call('user', 'update', {
        ...as('user@demo.test'),
        body: await userEdit(api, { user_id: ids['user@demo.test'], first_name: 'Uma-Renamed' }),
      });
      expect(result.packet.payload).toMatchObject({ first_name: 'Uma-Renamed', access: 3 });
    });
    it('never lets anyone change their own level or enabled flag', async () => {
      for (const body of [{ access: 4 }, { access: 9 }, { enabled: 'false' }]) {
        const result = await api.call('user', 'update', {
          ...as('group@demo.test'),
          body: await userEdit(api, { user_id: ids['group@demo.test'], ...body }),
        });
        expect(result.status).toBe(403);
      }
    });
    it('lets a group admin change a lower user, never above the admin’s own level', async () => {
      const target = { user_id: ids['user@demo.test'] };
      expect(
        (
          await api.call('user', 'update', {
            ...as('group@demo.test'),
            body: await userEdit(api, { ...target, access: 4 }),
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await api.call('user', 'update', {
            ...as('group@demo.test'),
            body: await userEdit(api, { ...target, access: 6 }),
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await api.call('user', 'update', {
            ...as('group@demo.test'),
            body: await userEdit(api, { ...target, access: 3 }),
          })
        ).status,
      ).toBe(200);
    });
    it('refuses edits of users at or above the admin’s level', async () => {
      const result = await api.call('user', 'update', {
        ...as('group@demo.test'),
        body: await userEdit(api, { user_id: ids['admin@demo.test'], first_name: 'Nope' }),
      });
      expect(result.status).toBe(403);
    });
    it('never crosses accounts', async () => {
      const result = await api.call('user', 'update', {
        ...as('owner@other.test'),
        body: await userEdit(api, { user_id: ids['user@demo.test'], first_name: 'Hijack' }),
      });
      expect(result.status).toBe(404);
    });
    it('a plain user cannot edit someone else', async () => {
      const result = await api.call('user', 'update', {
        ...as('user@demo.test'),
        body: await userEdit(api, { user_id: ids['group@demo.test'], first_name: 'Nope' }),
      });
      expect(result.status).toBe(404);
    });
  });

  describe('user/list', () => {
    it('lists only the caller’s account', async () => {
      const { packet } = await api.call('user', 'list', { ...as('owner@other.test'), body: {} });
      expect(packet.payload).toMatchObject({ count: 1, list: [{ email: 'owner@other.test' }] });
    });
  });

  describe('account', () => {
    it('registers an account with its owner at level 5 and a session token', async () => {
      const { status, packet } = await api.call('account', 'register', {
        token: api.config.siteToken,
        body: {
          email: 'founder@new.test',
          first_name: 'Fay',
          last_name: 'Founder',
          passhash: sha256Hex('pw-founder'),
          account_name: 'New Venue',
          account_description: null,
        },
      });
      expect(status).toBe(200);
      expect(packet.payload).toMatchObject({
        access: 5,
        account_name: 'New Venue',
        account_enabled: 1,
        domain: null,
      });
      const read = await api.call('account', 'read', { token: packet.token, query: {} });
      expect(read.packet.payload).toMatchObject({ account_name: 'New Venue' });
    });
    it('refuses registration without the site token', async () => {
      const result = await api.call('account', 'register', { token: tokens['admin@demo.test'], body: {} });
      expect(result.status).toBe(401);
    });
    it('names the account of a sub-domain for the sign-in header, and nothing more (site_name)', async () => {
      const name = async (domain: string, token = api.config.siteToken) =>
        api.call('account', 'site_name', { token, query: { domain } });
      const { status, packet } = await name('admin.demo.test');
      expect(status).toBe(200);
      expect(packet.payload).toEqual({ account_name: 'Demo Rodeo Network' });
      expect((await name('DEMO.test')).packet.payload).toEqual({ account_name: 'Demo Rodeo Network' });
      expect((await name('a.b.other.test')).packet.payload).toEqual({ account_name: 'Other Property' });
      expect((await name('unknown.example.com')).packet.payload).toEqual({ account_name: null });
      // The top-level label alone matches no account domain.
      expect((await name('test')).packet.payload).toEqual({ account_name: null });
      expect((await name('bad host/../x')).status).toBe(400);
      expect((await name('admin.demo.test', 'not-the-site-token')).status).toBe(401);
    });
    it('reads only the caller’s own account', async () => {
      expect(
        (await api.call('account', 'read', { ...as('owner@other.test'), query: { account_id: '1' } })).status,
      ).toBe(403);
    });
    it('updates one’s own account and refuses any other ids', async () => {
      const body = {
        user_id: ids['group@demo.test'],
        account_id: 1,
        account_name: 'Renamed',
        domain: 'demo.test',
      };
      const ok = await api.call('account', 'update', {
        ...as('group@demo.test'),
        body: await accountEdit(api, body),
      });
      expect(ok.packet.payload).toMatchObject({ account_name: 'Renamed', description: null });
      const foreign = await api.call('account', 'update', {
        ...as('owner@other.test'),
        body: await accountEdit(api, body),
      });
      expect(foreign.status).toBe(403);
      const lowLevel = await api.call('account', 'update', {
        ...as('user@demo.test'),
        body: await accountEdit(api, { ...body, user_id: ids['user@demo.test'] }),
      });
      expect(lowLevel.status).toBe(403);
    });
    it('lists every account for admins only', async () => {
      const admin = await api.call('account', 'list', {
        ...as('admin@demo.test'),
        body: { sort: 'account_id' },
      });
      expect((admin.packet.payload as { count: number }).count).toBeGreaterThanOrEqual(2);
      expect((await api.call('account', 'list', { ...as('group@demo.test'), body: {} })).status).toBe(403);
    });
  });
});
