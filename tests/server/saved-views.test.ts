import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListPrefs, SavedView } from '../../lib/protocol/list-prefs.ts';
import { databases, startTestApi, type TestApi } from './harness.ts';

const STATE = {
  filters: [{ field: 'city', operator: '=', value: 'Amarillo' }],
  search: '',
  sort: 'last_name',
  order: 'desc',
  limit: 50,
  columns: ['last_name', 'city'],
};

describe.each(databases())('saved list views on %s', (database) => {
  let api: TestApi;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    api = await startTestApi({ database });
    for (const email of ['admin@demo.test', 'user@demo.test', 'owner@other.test'])
      tokens[email] = await api.login(email);
  });
  afterAll(() => api.close());

  const save = (email: string, body: Record<string, unknown>) =>
    api.call('list_prefs', 'save_view', { token: tokens[email], body: { area: 'contact', ...body } });
  const read = async (email: string, area = 'contact'): Promise<ListPrefs> => {
    const result = await api.call('list_prefs', 'read', { token: tokens[email], query: { area } });
    expect(result.status, JSON.stringify(result.packet.errors)).toBe(200);
    return result.packet.payload as ListPrefs;
  };
  const names = (prefs: ListPrefs) => prefs.views.map((view) => view.name);

  it('keeps a private view to its owner and shows a shared one to the account only', async () => {
    const mine = await save('admin@demo.test', { name: 'Amarillo', state: STATE });
    expect(mine.status, JSON.stringify(mine.packet.errors)).toBe(200);
    const shared = await save('admin@demo.test', { name: 'Team view', state: STATE, shared: true });
    const view = shared.packet.payload as SavedView;
    expect(view).toMatchObject({ name: 'Team view', shared: true, mine: true, owner: 'Ada Admin' });
    expect(view.state).toEqual(STATE);
    expect(names(await read('admin@demo.test'))).toEqual(['Amarillo', 'Team view']);
    const colleague = await read('user@demo.test');
    expect(colleague.views.map((v) => [v.name, v.mine])).toEqual([['Team view', false]]);
    expect(names(await read('owner@other.test'))).toEqual([]);
    expect(names(await read('admin@demo.test', 'article'))).toEqual([]);
  });

  it('lets only the owner change or delete a view', async () => {
    const { views } = await read('user@demo.test');
    const team = views[0]!;
    const changed = await save('user@demo.test', { view_id: team.view_id, name: 'Mine now', state: STATE });
    expect(changed.status).toBe(404);
    const deleted = await api.call('list_prefs', 'delete_view', {
      token: tokens['owner@other.test'],
      query: { view_id: String(team.view_id) },
    });
    expect(deleted.status).toBe(404);
    const unshare = await save('admin@demo.test', { view_id: team.view_id, name: 'Team view', state: STATE });
    expect(unshare.status).toBe(200);
    expect(names(await read('user@demo.test'))).toEqual([]);
  });

  it('refuses a second view of the same name, and an area the caller cannot open', async () => {
    expect((await save('admin@demo.test', { name: 'amarillo', state: STATE })).status).toBe(409);
    const vendors = await api.call('list_prefs', 'read', {
      token: tokens['user@demo.test'],
      query: { area: 'vendor' },
    });
    expect(vendors.status).toBe(403);
    const unknown = await api.call('list_prefs', 'read', {
      token: tokens['user@demo.test'],
      query: { area: 'nothing' },
    });
    expect(unknown.status).toBe(400);
  });

  it('makes a visible view the caller’s default, and forgets it when the view is gone', async () => {
    const shared = (await save('admin@demo.test', { name: 'Default for all', state: STATE, shared: true }))
      .packet.payload as SavedView;
    const set = await api.call('list_prefs', 'save_prefs', {
      token: tokens['user@demo.test'],
      body: { area: 'contact', default_view: shared.view_id },
    });
    expect((set.packet.payload as ListPrefs).default_view).toBe(shared.view_id);
    const foreign = await api.call('list_prefs', 'save_prefs', {
      token: tokens['owner@other.test'],
      body: { area: 'contact', default_view: shared.view_id },
    });
    expect(foreign.status).toBe(404);
    await api.call('list_prefs', 'delete_view', {
      token: tokens['admin@demo.test'],
      query: { view_id: String(shared.view_id) },
    });
    expect((await read('user@demo.test')).default_view).toBeNull();
  });

  it('stores only the filters and sort the area’s list takes (its allowlist), else 400 with the reason', async () => {
    const refusals = [
      [
        { filters: [{ field: 'password_hash', operator: '=', value: 'x' }] },
        "Cannot filter on field 'password_hash'",
      ],
      [{ sort: 'password_hash' }, "Cannot sort on field 'password_hash'"],
      [
        { filters: [{ field: 'last_ip', operator: 'LIKE', value: '10.' }] },
        "Cannot filter on field 'last_ip'",
      ],
      [
        { filters: [{ field: 'access', operator: 'LIKE', value: '9' }] },
        "Operator 'LIKE' does not fit number field 'access'",
      ],
    ] as const;
    for (const [state, detail] of refusals) {
      const refused = await save('admin@demo.test', { area: 'user', name: 'Hashes', state, shared: true });
      expect([refused.status, refused.packet.errors[0]?.detail]).toEqual([400, detail]);
    }
    expect(names(await read('admin@demo.test', 'user'))).toEqual([]);
    const fine = await save('admin@demo.test', {
      area: 'user',
      name: 'Admins',
      state: { filters: [{ field: 'access', operator: '>=', value: 7 }], sort: 'email' },
    });
    expect(fine.status, JSON.stringify(fine.packet.errors)).toBe(200);
  });
});
