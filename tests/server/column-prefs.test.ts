import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListPrefs } from '../../lib/protocol/list-prefs.ts';
import { databases, startTestApi, type TestApi } from './harness.ts';

describe.each(databases())('column choice per user and area on %s', (database) => {
  let api: TestApi;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    api = await startTestApi({ database });
    for (const email of ['admin@demo.test', 'user@demo.test']) tokens[email] = await api.login(email);
  });
  afterAll(() => api.close());

  const savePrefs = async (email: string, body: Record<string, unknown>): Promise<ListPrefs> => {
    const result = await api.call('list_prefs', 'save_prefs', { token: tokens[email], body });
    expect(result.status, JSON.stringify(result.packet.errors)).toBe(200);
    return result.packet.payload as ListPrefs;
  };
  const columnsOf = async (email: string, area: string, token = tokens[email]) =>
    ((await api.call('list_prefs', 'read', { token, query: { area } })).packet.payload as ListPrefs).columns;

  it('keeps each user’s columns per area, in the server, so a new session finds them', async () => {
    await savePrefs('admin@demo.test', { area: 'contact', columns: ['email', 'last_name'] });
    const again = await api.login('admin@demo.test');
    expect(await columnsOf('admin@demo.test', 'contact', again)).toEqual(['email', 'last_name']);
    expect(await columnsOf('admin@demo.test', 'article')).toBeNull();
    expect(await columnsOf('user@demo.test', 'contact')).toBeNull();
  });

  it('leaves the columns alone when only the default changes, and resets them with null', async () => {
    await savePrefs('admin@demo.test', { area: 'contact', default_view: null });
    expect(await columnsOf('admin@demo.test', 'contact')).toEqual(['email', 'last_name']);
    const reset = await savePrefs('admin@demo.test', { area: 'contact', columns: null });
    expect(reset.columns).toBeNull();
  });

  it('refuses an empty or oversized choice', async () => {
    for (const columns of [[], Array.from({ length: 41 }, (_, i) => `c${i}`)]) {
      const result = await api.call('list_prefs', 'save_prefs', {
        token: tokens['admin@demo.test'],
        body: { area: 'contact', columns },
      });
      expect(result.status).toBe(400);
    }
  });

  it('keeps column widths beside the choice, leaves them alone otherwise, and resets them with null', async () => {
    const saved = await savePrefs('admin@demo.test', { area: 'vendor', widths: { email: 320, name: 48 } });
    expect(saved.widths).toEqual({ email: 320, name: 48 });
    const columnsOnly = await savePrefs('admin@demo.test', { area: 'vendor', columns: ['name', 'email'] });
    expect(columnsOnly.widths).toEqual({ email: 320, name: 48 });
    const again = await api.login('admin@demo.test');
    const read = await api.call('list_prefs', 'read', { token: again, query: { area: 'vendor' } });
    expect((read.packet.payload as ListPrefs).widths).toEqual({ email: 320, name: 48 });
    expect((await savePrefs('admin@demo.test', { area: 'vendor', widths: null })).widths).toBeNull();
    expect((await savePrefs('user@demo.test', { area: 'contact', columns: ['email'] })).widths).toBeNull();
  });

  it('refuses a width outside 48-800 px or not a whole number, with a 400', async () => {
    for (const widths of [{ email: 47 }, { email: 801 }, { email: 120.5 }, { email: '200' }, { '': 100 }]) {
      const result = await api.call('list_prefs', 'save_prefs', {
        token: tokens['admin@demo.test'],
        body: { area: 'vendor', widths },
      });
      expect(result.status, JSON.stringify(widths)).toBe(400);
    }
  });
});
