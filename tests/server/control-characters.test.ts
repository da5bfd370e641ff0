import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE } from '../../lib/protocol/plain-text.ts';
import { contact } from '../../lib/resources/contact.ts';
import { databases, type CallResult } from './harness.ts';
import { userEdit } from './versions.ts';
import { blob, startMediaApi, upload } from './media-fixture.ts';

type MediaApi = Awaited<ReturnType<typeof startMediaApi>>;

// docs/security.md "Bad input and uploads": a NUL used to reach PostgreSQL and come back as a 500
// ('invalid byte sequence for encoding "UTF8": 0x00').
describe.each(databases())('control characters on %s', (database) => {
  let api: MediaApi;
  let token: string;
  beforeAll(async () => {
    api = await startMediaApi(database);
    token = await api.login('group@demo.test');
  });
  afterAll(() => api.close());

  const refused = (result: CallResult, field: string) => {
    expect(result.status).toBe(400);
    expect(result.packet.errors[0]?.detail).toBe(`${field}: ${CONTROL_CHARACTERS_MESSAGE}`);
  };

  const uploadedKey = async (name: string): Promise<string> => {
    const stored = await upload(api, 'file', token, blob('hello'), name);
    expect(stored.status).toBe(200);
    return (stored.packet.payload as { key: string }).key;
  };

  it('refuses NUL and other controls in any text with a 400 naming the field', async () => {
    const key = await uploadedKey('x.txt');
    refused(
      await api.call('file', 'create', { token, body: { name: '../x\u0000-c.txt', media_key: key } }),
      'name',
    );
    refused(
      await api.call('contact', 'create', {
        token,
        body: { first_name: 'Ann\u0000', last_name: 'Lee', email: 'ann@nul.test' },
      }),
      'first_name',
    );
    refused(await api.call('author', 'create', { token, body: { name: 'Bo\u0007b' } }), 'name');
    const [me] = await api.db.query<{ user_id: number }>(
      "SELECT user_id FROM users WHERE email = 'group@demo.test'",
    );
    refused(
      await api.call('user', 'update', {
        token,
        body: await userEdit(api, { user_id: me!.user_id, last_name: 'A\u001bB' }),
      }),
      'last_name',
    );
    refused(
      await api.call('contact', 'list', {
        token,
        body: { filters: [{ field: 'last_name', operator: '=', value: 'x\u0000' }] },
      }),
      'filters.0.value',
    );
    // In a query string, and as a key deep inside a body.
    refused(await api.call('contact', 'export', { token, query: { search: 'a\u0000b' } }), 'search');
    refused(
      await api.call('capture', 'submit', {
        token: api.config.siteToken,
        body: { site: 'demo.test', form: 'f', fields: { 'e\u0000': 'x' } },
      }),
      'fields.e\\u0000',
    );
    const [counted] = await api.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM contacts WHERE email = 'ann@nul.test'",
    );
    expect(counted!.n).toBe(0);
  });

  it('keeps tabs and line breaks', async () => {
    const created = await api.call('contact', 'create', {
      token,
      body: { first_name: 'Tab', last_name: 'Lee', email: 'tab@nul.test', notes: 'one\ttwo\r\nthree' },
    });
    expect(created.status).toBe(200);
  });

  it('refuses them in an upload’s fields too', async () => {
    const stored = await upload(api, 'file', token, blob('hello'), 'x.txt', { name: 'a\u0000.txt' });
    expect([stored.status, stored.packet.errors[0]?.detail]).toEqual([
      400,
      `name: ${CONTROL_CHARACTERS_MESSAGE}`,
    ]);
  });

  it('stores a file name as its base name, without directories', async () => {
    const key = await uploadedKey('..\\..\\evil.txt');
    const [row] = await api.db.query<{ filename: string }>(
      'SELECT filename FROM media_objects WHERE media_key = $1',
      [key],
    );
    expect(row!.filename).toBe('evil.txt');
    const created = await api.call('file', 'create', { token, body: { name: '../x-c.txt', media_key: key } });
    expect(created.status).toBe(200);
    const file = created.packet.payload as { file_id: number; updated_at: string };
    const renamed = await api.call('file', 'update', {
      token,
      body: { file_id: file.file_id, name: '/etc/passwd', updated_at: file.updated_at },
    });
    expect(renamed.status).toBe(200);
    const names = await api.db.query<{ name: string }>('SELECT name FROM files WHERE media_key = $1', [key]);
    expect(names).toEqual([{ name: 'passwd' }]);
  });
});

describe('the shared text schemas', () => {
  it('refuse control characters for the console’s own forms as well', () => {
    const result = contact.commands.create!.request.safeParse({
      first_name: 'A\u0000',
      last_name: 'B',
      email: 'a@b.test',
    });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain(CONTROL_CHARACTERS_MESSAGE);
  });
});
