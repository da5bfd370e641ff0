import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestApi, type TestApi } from './harness.ts';

type Row = Record<string, unknown>;

// docs/behaviour.md#lists: names sort as people read them, on both databases; docs/behaviour.md#validation:
// an empty required field is 'Required' wherever the server says it.
describe.each(databases())('natural sort and messages on %s', (database) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi({ database });
    token = await api.login('admin@demo.test');
    for (const last of ['Natural10', 'natural2', 'Natural1', 'Natural 3', 'Natural2b', 'Natural100']) {
      const created = await api.call('contact', 'create', {
        token,
        body: { first_name: 'Sort', last_name: last, email: `${last.replace(' ', '')}@sort.test` },
      });
      expect(created.status, JSON.stringify(created.packet.errors)).toBe(200);
    }
  });
  afterAll(() => api.close());

  const names = async (order: 'asc' | 'desc') => {
    const result = await api.call('contact', 'list', {
      token,
      body: {
        filters: [{ field: 'first_name', operator: '=', value: 'Sort' }],
        sort: 'last_name',
        order,
      },
    });
    expect(result.status).toBe(200);
    return (result.packet.payload as { list: Row[] }).list.map((row) => row.last_name);
  };

  it("sorts 'Natural2' before 'Natural10', case aside, both ways", async () => {
    // 'Natural 3' has a space where the others have a digit: it sorts by that space, before every digit.
    const expected = ['Natural 3', 'Natural1', 'natural2', 'Natural2b', 'Natural10', 'Natural100'];
    expect(await names('asc')).toEqual(expected);
    expect(await names('desc')).toEqual([...expected].reverse());
  });

  it("says 'Required' for an empty required field, by field, on create and in bulk results", async () => {
    const refused = await api.call('contact', 'create', {
      token,
      body: { first_name: '', last_name: 'Empty', email: 'empty@sort.test' },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.packet.errors)).toContain('first_name: Required');
    const bulk = await api.call('contact', 'bulk_create', {
      token,
      body: { rows: [{ first_name: ' ', last_name: 'Blank', email: 'blank@sort.test' }] },
    });
    const results = (bulk.packet.payload as { results: { reason?: string }[] }).results;
    expect(results[0]?.reason).toBe('first_name: Required');
  });
});
