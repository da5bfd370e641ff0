import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, sha256Hex, startTestApi, type TestApi } from './harness.ts';
import { userEdit } from './versions.ts';

// The User List's rules: levels never rise above the editor's, a disable ends sessions, and only super
// admins (9) reach the users of another account.
describe.each(databases())('user administration on %s', (database) => {
  let api: TestApi;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    api = await startTestApi({ database });
    Object.assign(tokens, await api.logins(['group@demo.test', 'admin@demo.test', 'super@demo.test']));
    Object.assign(ids, await api.userIds());
  });
  afterAll(() => api.close());

  const update = async (who: string, body: Record<string, unknown>) =>
    api.call('user', 'update', { token: tokens[who], body: await userEdit(api, body) });

  it('a group admin never raises a user above their own level, nor edits one at or above it', async () => {
    const user = ids['user@demo.test'];
    const raised = await update('group@demo.test', { user_id: user, access: 6 });
    expect([raised.status, raised.packet.errors[0]?.detail]).toEqual([
      403,
      'Access cannot exceed your own level',
    ]);
    expect((await update('group@demo.test', { user_id: user, access: 5 })).status).toBe(200);
    const peer = await update('group@demo.test', { user_id: ids['user@demo.test'], first_name: 'Peer' });
    expect(peer.status).toBe(403);
    const above = await update('group@demo.test', { user_id: ids['circuit@demo.test'], first_name: 'X' });
    expect(above.status).toBe(403);
    const [row] = await api.db.query('SELECT access, first_name FROM users WHERE user_id = $1', [user]);
    expect(row).toEqual({ access: 5, first_name: 'Uma' });
    await api.db.query('UPDATE users SET access = 3 WHERE user_id = $1', [user]);
  });

  it('a disable ends every session of the user and refuses sign-in; an enable lets them sign in anew', async () => {
    const created = await api.call('user', 'create', {
      token: tokens['group@demo.test'],
      body: {
        email: 'rider@demo.test',
        first_name: 'Rider',
        last_name: 'Hand',
        passhash: sha256Hex('rider-pass'),
        access: 3,
        enabled: 'true',
      },
    });
    const id = (created.packet.payload as { id: number }).id;
    const session = await api.login('rider@demo.test', 'rider-pass');
    const before = await api.call('user', 'read', { token: session, query: { user_id: String(id) } });
    expect(before.status).toBe(200);

    const disabled = await update('group@demo.test', { user_id: id, enabled: 'false' });
    expect((disabled.packet.payload as { enabled: number }).enabled).toBe(0);
    const after = await api.call('user', 'read', { token: session, query: { user_id: String(id) } });
    expect([after.status, after.packet.errors[0]?.title]).toEqual([401, 'Token Expired']);
    const login = () =>
      api.call('user', 'token', {
        token: api.config.siteToken,
        body: { email: 'rider@demo.test', passhash: sha256Hex('rider-pass') },
      });
    expect((await login()).status).toBe(401);

    await update('group@demo.test', { user_id: id, enabled: 'true' });
    const stale = await api.call('user', 'read', { token: session, query: { user_id: String(id) } });
    expect(stale.status).toBe(401);
    expect((await login()).status).toBe(200);
  });

  it('super admins read and update users of another account; admins (7) do not', async () => {
    const owner = String(ids['owner@other.test']);
    const read = await api.call('user', 'read', {
      token: tokens['super@demo.test'],
      query: { user_id: owner },
    });
    expect([read.status, (read.packet.payload as { account_id: number }).account_id]).toEqual([200, 2]);
    const edited = await update('super@demo.test', { user_id: Number(owner), last_name: 'Renamed' });
    expect((edited.packet.payload as { last_name: string }).last_name).toBe('Renamed');
    const raised = await update('super@demo.test', { user_id: Number(owner), access: 9 });
    expect(raised.status).toBe(200);
    // Now the owner is a super admin like the caller: nobody edits a user at their own level.
    expect((await update('super@demo.test', { user_id: Number(owner), access: 5 })).status).toBe(403);
    await api.db.query('UPDATE users SET access = 5 WHERE user_id = $1', [owner]);

    const byAdmin = await api.call('user', 'read', {
      token: tokens['admin@demo.test'],
      query: { user_id: owner },
    });
    expect(byAdmin.status).toBe(404);
    const editByAdmin = await update('admin@demo.test', { user_id: Number(owner), last_name: 'Crossed' });
    expect(editByAdmin.status).toBe(404);
    const [row] = await api.db.query('SELECT last_name FROM users WHERE user_id = $1', [owner]);
    expect(row).toEqual({ last_name: 'Renamed' });
  });

  it('refuses bad input to user update: wrong types, unknown levels and flags', async () => {
    const user = ids['user@demo.test'];
    for (const body of [
      { user_id: user, access: 10 },
      { user_id: user, access: '3' },
      { user_id: user, enabled: true },
      { user_id: user, enabled: 'yes' },
      { user_id: 'x', first_name: 'A' },
      { user_id: user, first_name: 'a'.repeat(151) },
    ]) {
      expect((await update('group@demo.test', body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});
