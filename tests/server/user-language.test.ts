import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestApi, type TestApi } from './harness.ts';

// The profile's Language setting (docs/architecture.md, texts and languages): an optional `language` on the
// user, '' (the page's and browser's choice) or a shipped locale, read with the user and set by user/update.
describe.each(databases())('the user language on %s', (database) => {
  let api: TestApi;
  let token = '';
  let userId = 0;
  beforeAll(async () => {
    api = await startTestApi({ database });
    token = await api.login('user@demo.test');
    userId = (await api.userIds())['user@demo.test']!;
  });
  afterAll(() => api.close());

  const read = async () =>
    (await api.call('user', 'read', { token, query: { user_id: String(userId) } })).packet.payload as Record<
      string,
      unknown
    >;

  it('is empty until chosen, then read back as saved', async () => {
    expect((await read()).language).toBe('');
    const saved = await api.call('user', 'update', { token, body: { user_id: userId, language: 'es' } });
    expect(saved.status).toBe(200);
    expect(saved.packet.payload).toMatchObject({ user_id: userId, language: 'es' });
    expect((await read()).language).toBe('es');
    await api.call('user', 'update', { token, body: { user_id: userId, language: '' } });
    expect((await read()).language).toBe('');
  });

  it('refuses a language the kit does not ship, and a pseudo-locale, with a 400 naming the field', async () => {
    for (const language of ['fr', 'en-XA', 'ES', 7]) {
      const { status, packet } = await api.call('user', 'update', {
        token,
        body: { user_id: userId, language },
      });
      expect(status).toBe(400);
      expect(JSON.stringify(packet.errors)).toContain('language');
    }
    expect((await read()).language).toBe('');
  });

  it('leaves the language alone when an update does not name it', async () => {
    await api.call('user', 'update', { token, body: { user_id: userId, language: 'en' } });
    await api.call('user', 'update', { token, body: { user_id: userId, first_name: 'Unnamed' } });
    expect((await read()).language).toBe('en');
  });
});
