import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../lib/resources/registry.ts';
import { searchScope } from '../../server/resources/search.ts';
import { databases, startTestApi, type TestApi } from './harness.ts';

// docs/performance.md, searching 100,000 contacts: a search word is answered from the area's trigram index
// (migration 162), not by reading every row of the account.
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
  });
  afterAll(() => api.close());

  it('reads a selective word from the trigram index', async () => {
    const scope = searchScope({ where: 'account_id = $1', params: [1] }, contact.search, 'many4242@');
    const plan = await api.db.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT contact_id FROM contacts WHERE ${scope.where}`,
      scope.params,
    );
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('contacts_search');
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
});
