import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BULK_MAX_ROWS, type BulkResponse } from '../../lib/resources/bulk.ts';
import { contact } from '../../lib/resources/contact.ts';
import { writeBulk } from '../../server/resources/bulk-sql.ts';
import { databases, startTestApi, type TestApi } from './harness.ts';

type Row = Record<string, unknown>;

describe.each(databases())('bulk_create in one statement on %s', (database) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi({ database });
    token = await api.login('admin@demo.test');
  });
  afterAll(() => api.close());

  const bulk = async (module: string, rows: Row[]): Promise<BulkResponse> => {
    const result = await api.call(module, 'bulk_create', { token, body: { rows } });
    expect(result.status, JSON.stringify(result.packet.errors)).toBe(200);
    return result.packet.payload as BulkResponse;
  };
  const contacts = (count: number, prefix: string) =>
    Array.from({ length: count }, (_, i) => ({
      first_name: `${prefix}${i}`,
      last_name: 'Batch',
      email: `${prefix}${i}@batch.test`,
      tags: 'a; b',
    }));

  it('costs the same few queries for one row as for a full batch', async () => {
    const spy = vi.spyOn(api.db, 'query');
    try {
      await bulk('contact', contacts(1, 'single'));
      const forOne = spy.mock.calls.length;
      spy.mockClear();
      const many = await bulk('contact', contacts(BULK_MAX_ROWS, 'many'));
      expect([many.created, many.refused]).toEqual([BULK_MAX_ROWS, 0]);
      expect(spy.mock.calls.length).toBe(forOne);
    } finally {
      spy.mockRestore();
    }
    const [stored] = await api.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM contacts WHERE email LIKE 'many%@batch.test' AND account_id = 1",
    );
    expect(stored?.n).toBe(BULK_MAX_ROWS);
  });

  it('gives each row its own id back, and a re-upload updates the same records', async () => {
    const rows = contacts(30, 'ids');
    const first = await bulk('contact', rows);
    const stored = await api.db.query<{ contact_id: number; email: string }>(
      "SELECT contact_id, email FROM contacts WHERE email LIKE 'ids%@batch.test'",
    );
    const idOf = new Map(stored.map((row) => [row.email, row.contact_id]));
    expect(first.results.map((result) => result.id)).toEqual(rows.map((row) => idOf.get(row.email)));
    const again = await bulk('contact', rows);
    expect(again.results.map((result) => [result.status, result.id])).toEqual(
      rows.map((row) => ['updated', idOf.get(row.email)]),
    );
  });

  it('a value twice in one batch is one record, the later row updating it as it would one at a time', async () => {
    const result = await bulk('contact', [
      { first_name: 'Twice', last_name: 'First', email: 'twice@batch.test', city: 'Amarillo' },
      { first_name: 'Other', last_name: 'Row', email: 'other@batch.test' },
      { first_name: 'Twice', last_name: 'Second', email: 'TWICE@batch.test' },
    ]);
    expect(result.results.map((r) => r.status)).toEqual(['created', 'created', 'updated']);
    expect(result.results[2]?.id).toBe(result.results[0]?.id);
    const rows = await api.db.query<Row>(
      "SELECT last_name, city, email FROM contacts WHERE lower(email) = 'twice@batch.test'",
    );
    // The second row carried no city: the first row's stays.
    expect(rows).toEqual([{ last_name: 'Second', city: 'Amarillo', email: 'TWICE@batch.test' }]);
  });

  it('checks each row against the record as the rows before it left it (sponsor dates)', async () => {
    const result = await bulk('sponsor', [
      { name: 'Dated Sponsor', starts_on: '2026-05-01', ends_on: '2026-06-01' },
      { name: 'dated sponsor', ends_on: '2026-04-01' },
      { name: 'Dated Sponsor', ends_on: '2026-07-01', tier: 'gold' },
    ]);
    expect(result.results.map((r) => [r.status, r.reason])).toEqual([
      ['created', undefined],
      ['refused', 'ends_on: Must be on or after the start date'],
      ['updated', undefined],
    ]);
    const [sponsor] = await api.db.query<Row>(
      "SELECT starts_on::text AS starts_on, ends_on::text AS ends_on, tier FROM sponsors WHERE name = 'Dated Sponsor'",
    );
    expect(sponsor).toEqual({ starts_on: '2026-05-01', ends_on: '2026-07-01', tier: 'gold' });
  });

  it('refuses a row whose ref is another account’s or unknown, and keeps the others', async () => {
    const [foreign] = await api.db.query<{ image_id: number }>(
      'SELECT image_id FROM images WHERE account_id = 2 LIMIT 1',
    );
    const [own] = await api.db.query<{ image_id: number }>(
      'SELECT image_id FROM images WHERE account_id = 1 LIMIT 1',
    );
    const result = await bulk('sponsor', [
      { name: 'Foreign Logo', logo: foreign!.image_id },
      { name: 'Own Logo', logo: own!.image_id },
      { name: 'Unknown Logo', logo: 999_999 },
    ]);
    expect(result.results.map((r) => [r.status, r.reason])).toEqual([
      ['refused', `logo: no image ${foreign!.image_id} in this account`],
      ['created', undefined],
      ['refused', 'logo: no image 999999 in this account'],
    ]);
    const names = await api.db.query<Row>("SELECT name FROM sponsors WHERE name LIKE '% Logo' ORDER BY name");
    expect(names).toEqual([{ name: 'Own Logo' }]);
  });

  it('helpbot FAQs: defaults on create, only the sent columns on update', async () => {
    const first = await bulk('helpbot_faq', [
      { question: 'Where do I park?', answer: 'Lot B', sort: '40', published: 'true' },
      { question: 'Can I bring a dog?', answer: 'Service animals only' },
    ]);
    expect([first.created, first.refused]).toEqual([2, 0]);
    const again = await bulk('helpbot_faq', [{ question: 'WHERE do I park?', answer: 'Lot C' }]);
    expect(again.results[0]?.status).toBe('updated');
    const rows = await api.db.query<Row>(
      "SELECT question, answer, sort, published, tags FROM helpbot_faqs WHERE question IN ('WHERE do I park?', 'Can I bring a dog?') ORDER BY sort DESC",
    );
    expect(rows).toEqual([
      { question: 'WHERE do I park?', answer: 'Lot C', sort: 40, published: true, tags: [] },
      { question: 'Can I bring a dog?', answer: 'Service animals only', sort: 0, published: false, tags: [] },
    ]);
  });

  it('a unique value another request took after the batch was read is skipped, not overwritten', async () => {
    await bulk('contact', [{ first_name: 'Taken', last_name: 'Meanwhile', email: 'taken@batch.test' }]);
    const session = { sessionId: 0, userId: 1, accountId: 1, access: 7 };
    const newContact = (index: number, body: Row) => ({
      values: contact.create.parse(body) as Row,
      columns: new Set<string>(),
      rows: [{ index, status: 'created' as const }],
    });
    const written = await writeBulk(api.db, contact, session, [
      newContact(0, { first_name: 'Late', last_name: 'Row', email: 'TAKEN@batch.test' }),
      newContact(1, { first_name: 'Free', last_name: 'Row', email: 'free@batch.test' }),
    ]);
    expect([...written.keys()]).toEqual([1]);
    const rows = await api.db.query<Row>(
      "SELECT first_name FROM contacts WHERE lower(email) IN ('taken@batch.test', 'free@batch.test') ORDER BY 1",
    );
    expect(rows).toEqual([{ first_name: 'Free' }, { first_name: 'Taken' }]);
  });

  it('refuses a batch over the maximum whole, naming the limit', async () => {
    const result = await api.call('contact', 'bulk_create', {
      token,
      body: { rows: contacts(BULK_MAX_ROWS + 1, 'over') },
    });
    expect([result.status, result.packet.errors[0]?.detail]).toEqual([
      400,
      `rows: Use at most ${BULK_MAX_ROWS} items`,
    ]);
  });
});
