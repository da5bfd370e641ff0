import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RESOURCES } from '../../lib/resources/registry.ts';
import { wordsScope } from '../../server/resources/search.ts';
import { databases, startTestApi, type TestApi } from './harness.ts';

// docs/performance.md, searching 100,000 contacts: a search word is answered from the trigram index of the
// area's words table (server/db/search-words.ts), not by reading every row of the account.
const contact = RESOURCES.find((resource) => resource.name === 'contact')!;

describe.each(databases())('the search index on %s', (database) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi({ database });
    token = await api.login('admin@demo.test');
    await api.db.query(
      `INSERT INTO contacts (account_id, first_name, last_name, email, city)
       SELECT 1, 'Many' || g, 'Surname' || (g % 40), 'many' || g || '@search.test', 'Town' || (g % 30)
         FROM generate_series(1, 6000) g`,
    );
    await api.db.query('ANALYZE contacts');
    await api.db.query('ANALYZE contacts_words');
  });
  afterAll(() => api.close());

  const ok = (result: { status: number; packet: { payload?: unknown } }) => {
    expect(result.status).toBe(200);
    return result.packet.payload as { contact_id: number; updated_at: string };
  };
  // A few thousand narrow rows are cheaper read in full than from an index: `indexed` asks whether the
  // trigram index can answer the words at all, as it does over 100,000 contacts (docs/performance.md).
  const planOf = (sql: string, params: unknown[], indexed = false): Promise<string> =>
    api.db.transaction(async (tx) => {
      if (indexed) await tx.query('SET LOCAL enable_seqscan = off');
      const plan = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
      return plan.map((row) => row['QUERY PLAN']).join('\n');
    });

  it('reads a selective word from the trigram index', async () => {
    const scope = wordsScope(contact, { where: 'account_id = $1', params: [1] }, 'many4242@');
    const plan = await planOf(`SELECT contact_id FROM contacts WHERE ${scope.where}`, scope.params, true);
    expect(plan).toContain('contacts_words_search');
  });

  it('reads a search in the default order off the words table, and only the page’s rows from the area’s', async () => {
    const query = vi.spyOn(api.db, 'query');
    const { list: rows, count } = await list({ search: 'Town7', limit: 25 });
    const pageSql = query.mock.calls.find(([sql]) => sql.includes('ORDER BY'));
    query.mockRestore();
    expect(count).toBe(200);
    const plan = await planOf(pageSql![0], pageSql![1]!, true);
    expect(plan).toContain('contacts_words_search');
    expect(plan).toMatch(/Index Scan using contacts_pkey on contacts/);
    expect(plan).not.toMatch(/(Heap|Seq) Scan on contacts(?!_words)/);
    const expected = await api.db.query<{ contact_id: number }>(
      `SELECT contact_id FROM contacts WHERE account_id = 1 AND city = 'Town7'
        ORDER BY natural_sort_key(last_name), last_name, contact_id LIMIT 25`,
    );
    expect(rows.map((row) => row.contact_id)).toEqual(expected.map((row) => row.contact_id));
  });

  // The triggers of migration 167: a create, an edit, a delete and a restore are found, or not, at once; an
  // edit of no search field writes nothing to the words table; one statement of many rows is one trigger.
  it('keeps the words in step with every write', async () => {
    const count = async (search: string) => (await list({ search })).count;
    const made = ok(
      await api.call('contact', 'create', {
        token,
        body: { first_name: 'Quillon', last_name: 'Marchetti', email: 'qm@words.test', city: 'Xanadu' },
      }),
    );
    const byId = { contact_id: made.contact_id };
    expect(await count('QUILLON xanadu')).toBe(1);
    const edited = ok(
      await api.call('contact', 'update', {
        token,
        body: { ...byId, city: 'Yarrowby', updated_at: made.updated_at },
      }),
    );
    expect(await count('xanadu')).toBe(0);
    expect(await count('yarrowby quillon')).toBe(1);
    const version = async () =>
      (
        await api.db.query<{ version: string }>(
          'SELECT xmin::text AS version FROM contacts_words WHERE row_id = $1',
          [made.contact_id],
        )
      )[0]?.version;
    const before = await version();
    ok(
      await api.call('contact', 'update', {
        token,
        body: { ...byId, notes: 'no search field', updated_at: edited.updated_at },
      }),
    );
    expect(await version()).toBe(before);
    ok(await api.call('contact', 'delete', { token, query: { contact_id: String(made.contact_id) } }));
    expect(await count('quillon')).toBe(0);
    ok(await api.call('contact', 'restore', { token, body: byId }));
    expect(await count('quillon')).toBe(1);
    await api.db.query(
      `INSERT INTO contacts (account_id, first_name, last_name) SELECT 1, 'Zebulon', 'Row' || g FROM generate_series(1, 30) g`,
    );
    expect(await count('zebulon')).toBe(30);
    await api.db.query(`DELETE FROM contacts WHERE first_name = 'Zebulon'`);
    expect(await count('zebulon')).toBe(0);
  });

  it('finds another account’s words for no one', async () => {
    await api.db.query(
      `INSERT INTO contacts (account_id, first_name, last_name) VALUES (2, 'Otheraccount', 'Only')`,
    );
    expect((await list({ search: 'otheraccount' })).count).toBe(0);
    expect((await list({ search: 'otheraccount', sort: 'city' })).count).toBe(0);
  });

  it('finds what the fields hold, every word in some field, never across two fields', async () => {
    const search = async (text: string) => {
      const { status, packet } = await api.call('contact', 'list', {
        token,
        body: { search: text, limit: 100 },
      });
      expect(status).toBe(200);
      return (packet.payload as { count: number }).count;
    };
    expect(await search('many4242@')).toBe(1);
    expect(await search('MANY4242@SEARCH')).toBe(1);
    expect(await search('Surname7 Town7')).toBe(50);
    // The fields are joined by spaces, and a word has none: the end of a surname and the start of a town
    // never make one word.
    expect(await search('7Town')).toBe(0);
    expect(await search('%')).toBe(0);
  });

  const list = async (body: Record<string, unknown>) => {
    const { status, packet } = await api.call('contact', 'list', { token, body });
    expect(status).toBe(200);
    return packet.payload as {
      list: { contact_id: number; last_name: string }[];
      count: number;
      count_more?: true;
    };
  };

  // A surname sorting late used to be found by walking the name index from A, testing each row: 97 ms over
  // 100,000 contacts against 7 ms from the search index and a sort (docs/server.md, lists at scale).
  it('reads a search with few matches from the trigram index and sorts them, in the sort index order', async () => {
    const query = vi.spyOn(api.db, 'query');
    const { list: rows, count } = await list({
      search: 'Surname39',
      sort: 'last_name',
      order: 'desc',
      limit: 25,
    });
    const pageSql = query.mock.calls.find(([sql]) => sql.includes('ORDER BY'));
    query.mockRestore();
    expect(count).toBe(150);
    const plan = await api.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${pageSql![0]}`, pageSql![1]);
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).not.toContain('contacts_sort');
    const expected = await api.db.query<{ contact_id: number }>(
      `SELECT contact_id FROM contacts WHERE account_id = 1 AND last_name = 'Surname39'
        ORDER BY last_name DESC, contact_id DESC LIMIT 25`,
    );
    expect(rows.map((row) => row.contact_id)).toEqual(expected.map((row) => row.contact_id));
  });

  it('pages a search in the sort order, and answers a page past the end with its count', async () => {
    const expected = await api.db.query<{ contact_id: number }>(
      `SELECT contact_id FROM contacts WHERE account_id = 1 AND last_name = 'Surname39'
        ORDER BY last_name DESC, contact_id DESC`,
    );
    const second = await list({ search: 'Surname39', sort: 'last_name', order: 'desc', limit: 25, page: 2 });
    expect(second.count).toBe(150);
    expect(second.list.map((row) => row.contact_id)).toEqual(
      expected.slice(25, 50).map((row) => row.contact_id),
    );
    const past = await list({ search: 'Surname39', sort: 'last_name', limit: 25, page: 99 });
    expect(past).toMatchObject({ list: [], count: 150 });
  });

  // The matches carry only the sort columns and the id; the page's rows are read by id (docs/server.md).
  it('pages a search sorted on another field, or on the id, with every column of its rows', async () => {
    const expectedBy = (order: string) =>
      api.db.query<{ contact_id: number; email: string }>(
        `SELECT contact_id, email FROM contacts WHERE account_id = 1 AND city = 'Town7' ORDER BY ${order}`,
      );
    const byCity = await list({ search: 'Town7', sort: 'city', limit: 25, page: 3 });
    const cityOrder = await expectedBy('city, last_name, contact_id');
    expect(byCity.count).toBe(200);
    expect(byCity.list).toMatchObject(cityOrder.slice(50, 75));
    const byId = await list({ search: 'Town7', sort: 'contact_id', order: 'desc', limit: 25, page: 2 });
    const idOrder = await expectedBy('contact_id DESC');
    expect(byId.list).toMatchObject(idOrder.slice(25, 50));
    // With a filter too, the words table's matches are narrowed by it before any are counted.
    const filtered = await list({
      search: 'Town7',
      sort: 'city',
      filters: [{ field: 'last_name', operator: '=', value: 'Surname7' }],
      limit: 25,
    });
    expect(filtered.count).toBe(50);
    expect(filtered.list.every((row) => row.last_name === 'Surname7')).toBe(true);
  });

  it('reads a page with no search word off the natural sort index (migration 165), with no sort step', async () => {
    const query = vi.spyOn(api.db, 'query');
    await list({ sort: 'last_name', limit: 25 });
    const pageSql = query.mock.calls.find(([sql]) => sql.includes('ORDER BY'));
    query.mockRestore();
    const plan = await api.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${pageSql![0]}`, pageSql![1]);
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('contacts_sort');
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).not.toMatch(/Sort Key/);
  });

  it('counts up to count_up_to when asked, says count_more beyond it, and counts exactly when not', async () => {
    const bounded = await list({ search: 'many', count_up_to: 100, sort: 'last_name' });
    expect(bounded).toMatchObject({ count: 100, count_more: true });
    expect(bounded.list).toHaveLength(25);
    const names = bounded.list.map((row) => row.last_name);
    expect(names).toEqual([...names].sort());
    expect(await list({ search: 'many', count_up_to: 10_000 })).not.toHaveProperty('count_more');
    expect((await list({ search: 'many', count_up_to: 6000 })).count).toBe(6000);
    const exact = await list({ search: 'many' });
    expect(exact.count).toBe(6000);
    expect(exact).not.toHaveProperty('count_more');
    // A list with no search word takes the bound too.
    expect(await list({ count_up_to: 10 })).toMatchObject({ count: 10, count_more: true });
  });

  // More matches than wordsPage sorts (SORT_MATCHES_AT_MOST): the page walks the sort index, testing each
  // row as it comes, and the count is the bound's or, asked for exactly, the words table's.
  it('pages a word in more rows than are sorted off the sort index, counted exactly or to the bound', async () => {
    await api.db.query(
      `INSERT INTO contacts (account_id, first_name, last_name)
       SELECT 1, 'Crowd' || g, 'Surname' || (g % 40) FROM generate_series(1, 10050) g`,
    );
    try {
      const expected = await api.db.query<{ contact_id: number }>(
        `SELECT contact_id FROM contacts WHERE account_id = 1 AND first_name LIKE 'Crowd%'
          ORDER BY natural_sort_key(last_name) DESC, last_name DESC, contact_id DESC LIMIT 25 OFFSET 25`,
      );
      const exact = await list({ search: 'crowd', order: 'desc', page: 2 });
      expect(exact.count).toBe(10050);
      expect(exact).not.toHaveProperty('count_more');
      expect(exact.list.map((row) => row.contact_id)).toEqual(expected.map((row) => row.contact_id));
      expect(await list({ search: 'crowd', count_up_to: 10_000 })).toMatchObject({
        count: 10_000,
        count_more: true,
      });
      expect((await list({ search: 'crowd', count_up_to: 20_000 })).count).toBe(10050);
    } finally {
      await api.db.query(`DELETE FROM contacts WHERE first_name LIKE 'Crowd%'`);
    }
  });

  it('answers a word nothing matches with no rows and a count of 0', async () => {
    expect(await list({ search: 'zzzqqq' })).toMatchObject({ list: [], count: 0 });
    expect(await list({ search: 'zzzqqq', page: 3 })).toMatchObject({ list: [], count: 0 });
  });

  it.each([0, -1, 1.5, 'many', 1_000_001, null])('refuses count_up_to %j with a 400', async (upTo) => {
    const { status } = await api.call('contact', 'list', { token, body: { count_up_to: upTo } });
    expect(status).toBe(400);
  });
});
