import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestApi, type TestApi } from './harness.ts';

// The druidia list reads its total from list_counts (migration 004) when it can: these prove the kept
// figure is the exact one after every kind of write, including the very next list after a write.
describe.each(databases())('kept list counts on %s', (database) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi({ database });
    token = await api.login('group@demo.test');
  });
  afterAll(() => api.close());

  const count = async (filters: unknown[]): Promise<number> => {
    const { status, packet } = await api.call('druidia', 'list', { token, body: { filters } });
    expect(status, JSON.stringify(packet.errors)).toBe(200);
    return (packet.payload as { count: number }).count;
  };
  const byService = (service: string) => [{ field: 'service', operator: '=', value: service }];
  const ownAccount = [{ field: 'account_id', operator: '=', value: 1 }];

  /** Every kept counter against a real count(*) of the same rows. */
  async function expectCountersExact(): Promise<void> {
    const drift = await api.db.query(
      `SELECT c.scope_id, c.group_key, c.n, (
         SELECT count(*) FROM druidia_connections d
          WHERE d.account_id = c.scope_id
            AND (NOT c.group_key ? 'service' OR d.service = c.group_key ->> 'service')) AS actual
         FROM list_counts c WHERE c.source = 'druidia_connections'`,
    );
    expect(drift.length).toBeGreaterThan(0);
    for (const row of drift) expect(row.n, JSON.stringify(row)).toBe(row.actual);
  }

  it('agrees with count(*) after the demo seed', async () => {
    await expectCountersExact();
    expect(await count([])).toBe(5);
    expect(await count(ownAccount)).toBe(5);
    expect(await count(byService('content'))).toBe(1);
  });

  it('shows a create, a move between groups and a delete in the very next list', async () => {
    const created = await api.call('druidia', 'connect', { token, body: { service: 'contractor' } });
    expect(created.status).toBe(200);
    const id = (created.packet.payload as { druidia_id: number }).druidia_id;
    expect(await count(byService('contractor'))).toBe(1);
    expect(await count([])).toBe(6);

    // No command changes a service; a direct update proves the trigger follows a row between groups.
    await api.db.query(`UPDATE druidia_connections SET service = 'image' WHERE druidia_id = $1`, [id]);
    expect(await count(byService('contractor'))).toBe(0);
    expect(await count(byService('image'))).toBe(2);
    // Sharing changes user_id, which no counter groups on: totals stay.
    expect((await api.call('druidia', 'share', { token, body: { druidia_id: id } })).status).toBe(200);
    expect(await count([])).toBe(6);

    const deleted = await api.call('druidia', 'delete', { token, query: { druidia_id: String(id) } });
    expect(deleted.status).toBe(200);
    expect(await count(byService('image'))).toBe(1);
    expect(await count([...ownAccount, ...byService('image')])).toBe(1);
    expect(await count([])).toBe(5);
    await expectCountersExact();
  });

  it('gives the kept total with a page past the end', async () => {
    const { packet } = await api.call('druidia', 'list', { token, body: { page: 9, limit: 2 } });
    expect(packet.payload).toMatchObject({ list: [], count: 5, page: 9 });
  });

  it('counts rows for filters the counters cannot answer', async () => {
    expect(await count([{ field: 'service', operator: 'IN', value: ['content', 'rodeo'] }])).toBe(2);
    expect(await count([{ field: 'user_id', operator: 'IS NULL' }])).toBe(2);
    expect(await count([{ field: 'account_id', operator: '=', value: 2 }])).toBe(0);
  });

  it('keeps another account’s counters apart', async () => {
    const other = await api.login('owner@other.test');
    const { packet } = await api.call('druidia', 'list', { token: other, body: {} });
    expect((packet.payload as { count: number }).count).toBe(2);
  });
});
