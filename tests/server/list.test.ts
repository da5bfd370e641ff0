import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestApi, type TestApi } from './harness.ts';

describe.each(databases())('list engine on %s', (database) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi({ database });
    token = await api.login('group@demo.test');
    // Names with LIKE wildcards, to prove they match literally.
    await api.db.query(
      `INSERT INTO users (account_id, email, first_name, last_name, password_hash, access)
       VALUES (1, 'pct@demo.test', '100%', 'Percent', 'x', 1), (1, 'und@demo.test', 'a_b', 'Under', 'x', 1),
              (1, 'plain@demo.test', 'axb', 'Plain', 'x', 1), (2, 'away@other.test', '100%', 'Away', 'x', 1)`,
    );
  });
  afterAll(() => api.close());

  const list = (body: unknown) => api.call('user', 'list', { token, body });
  const emails = (payload: unknown) => (payload as { list: { email: string }[] }).list.map((u) => u.email);

  it('pages, sorts and counts within the caller’s account', async () => {
    const { status, packet } = await list({ limit: 2, page: 2, sort: 'email', order: 'asc' });
    expect(status).toBe(200);
    expect(packet.payload).toMatchObject({ count: 8, limit: 2, page: 2, sort: 'email', order: 'asc' });
    expect(emails(packet.payload)).toEqual(['group@demo.test', 'pct@demo.test']);
  });

  it('applies defaults', async () => {
    const { packet } = await list({});
    expect(packet.payload).toMatchObject({ limit: 25, page: 1, sort: 'user_id', order: 'asc' });
  });

  it('filters with each operator family', async () => {
    const cases: [unknown, string[]][] = [
      [{ field: 'access', operator: '>=', value: 7 }, ['admin@demo.test', 'super@demo.test']],
      [{ field: 'email', operator: 'IN', value: ['user@demo.test', 'away@other.test'] }, ['user@demo.test']],
      [{ field: 'last_name', operator: 'LIKE', value: 'erc' }, ['pct@demo.test']],
      [{ field: 'enabled', operator: '=', value: 1 }, emailsAll()],
    ];
    for (const [filter, expected] of cases) {
      const { packet } = await list({ filters: [filter], sort: 'email', limit: 100 });
      expect(emails(packet.payload).sort()).toEqual(expected.sort());
    }
  });

  it('escapes LIKE wildcards', async () => {
    const percent = await list({ filters: [{ field: 'first_name', operator: 'LIKE', value: '%' }] });
    expect(emails(percent.packet.payload)).toEqual(['pct@demo.test']);
    const underscore = await list({ filters: [{ field: 'first_name', operator: 'LIKE', value: 'a_b' }] });
    expect(emails(underscore.packet.payload)).toEqual(['und@demo.test']);
  });

  it.each([
    [
      'a field outside the allowlist',
      { filters: [{ field: 'passhash', operator: '=', value: 'x' }] },
      'passhash',
    ],
    [
      'the password column',
      { filters: [{ field: 'password_hash', operator: '=', value: 'x' }] },
      'password_hash',
    ],
    [
      'an operator that does not fit',
      { filters: [{ field: 'access', operator: 'LIKE', value: '1' }] },
      'LIKE',
    ],
    ['a wrong value type', { filters: [{ field: 'access', operator: '=', value: 'abc' }] }, 'access'],
    ['IN without a list', { filters: [{ field: 'email', operator: 'IN', value: 'x' }] }, 'IN'],
    ['a sort outside the allowlist', { sort: 'password_hash' }, 'password_hash'],
    ['an injection as sort', { sort: 'id;--' }, 'id;--'],
    [
      'a prototype key as field',
      { filters: [{ field: 'constructor', operator: '=', value: 1 }] },
      'constructor',
    ],
  ])('refuses %s', async (_name, body, named) => {
    const { status, packet } = await list(body);
    expect(status).toBe(400);
    expect(packet.errors[0]?.title).toBe('Bad Request');
    expect(packet.errors[0]?.detail).toContain(named);
  });

  it.each([0, 1001, 'abc', 1.5])('refuses limit %s', async (limit) => {
    const { status, packet } = await list({ limit });
    expect(status).toBe(400);
    expect(packet.errors[0]?.detail).toContain('limit');
  });

  it('refuses page 0 and an unknown order', async () => {
    expect((await list({ page: 0 })).status).toBe(400);
    expect((await list({ order: 'sideways' })).status).toBe(400);
  });

  it('caps IN lists', async () => {
    const values = Array.from({ length: 10_000 }, (_, i) => `u${i}@x.test`);
    const { status, packet } = await list({ filters: [{ field: 'email', operator: 'IN', value: values }] });
    expect(status).toBe(400);
    expect(packet.errors[0]?.detail).toMatch(/at most 100/);
  });

  it('orders at random without failing', async () => {
    const { status, packet } = await list({ order: 'random' });
    expect(status).toBe(200);
    expect(packet.payload).toMatchObject({ order: 'random', count: 8 });
  });

  it('keeps rows that sort alike in one order, by their id, so pages neither repeat nor skip one', async () => {
    const admin = await api.login('admin@demo.test');
    const rows = Array.from({ length: 23 }, (_, i) => ({
      first_name: `Tie${i}`,
      last_name: 'Alike',
      email: `tie${i}@tie.test`,
    }));
    expect((await api.call('contact', 'bulk_create', { token: admin, body: { rows } })).status).toBe(200);
    const filters = [{ field: 'last_name', operator: '=', value: 'Alike' }];
    for (const order of ['asc', 'desc'] as const) {
      const ids: number[] = [];
      for (let page = 1; page <= 4; page += 1) {
        const { packet } = await api.call('contact', 'list', {
          token: admin,
          body: { filters, sort: 'last_name', order, limit: 7, page },
        });
        ids.push(...(packet.payload as { list: { contact_id: number }[] }).list.map((row) => row.contact_id));
      }
      const byId = [...ids].sort((a, b) => (order === 'asc' ? a - b : b - a));
      expect(ids).toEqual(byId);
      expect(new Set(ids).size).toBe(23);
    }
  });
});

function emailsAll(): string[] {
  return [
    'user@demo.test',
    'group@demo.test',
    'circuit@demo.test',
    'admin@demo.test',
    'super@demo.test',
    'pct@demo.test',
    'und@demo.test',
    'plain@demo.test',
  ];
}
