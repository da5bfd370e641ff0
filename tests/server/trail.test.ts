import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkResponse } from '../../lib/resources/bulk.ts';
import { unsubscribeUrl } from '../../server/broadcasts/unsubscribe-link.ts';
import { databases, startTestApi, type TestApi } from './harness.ts';

interface Entry {
  account_id: number;
  area: string;
  record_id: number | null;
  action: string;
  changes: Record<string, [unknown, unknown]> | null;
}

/** Writes outside the generic save leave their entry too (docs/behaviour.md, "Activity and history"). */
describe.each(databases())('every write traced on %s', (database) => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi({ database });
    admin = await api.login('admin@demo.test');
  });
  afterAll(() => api.close());

  const entriesOf = (area: string, id: number) =>
    api.db.query<Entry>(
      'SELECT account_id, area, record_id, action, changes FROM activity WHERE area = $1 AND record_id = $2 ORDER BY activity_id',
      [area, id],
    );
  const ok = async (module: string, command: string, body: unknown) => {
    const result = await api.call(module, command, { token: admin, body });
    expect(result.status, `${module}/${command} ${JSON.stringify(result.packet.errors)}`).toBe(200);
    return result.packet.payload as Record<string, unknown>;
  };

  it('an import that updates a record logs what it changed and keeps a revision, as an update does', async () => {
    const faq = await ok('helpbot_faq', 'create', { question: 'Where to park?', answer: 'Lot A.' });
    const faqId = faq.helpbot_faq_id as number;
    const imported = (await ok('helpbot_faq', 'bulk_create', {
      rows: [
        { question: 'Where to park?', answer: 'Lot B.' },
        { question: 'Is there a trail ride on Sunday?', answer: 'At six.' },
      ],
    })) as unknown as BulkResponse;
    expect([imported.created, imported.updated]).toEqual([1, 1]);
    const [, update] = await entriesOf('helpbot_faq', faqId);
    expect(update).toMatchObject({ action: 'bulk_create', changes: { answer: ['Lot A.', 'Lot B.'] } });
    const created = imported.results.find((result) => result.index === 1)!;
    expect(await entriesOf('helpbot_faq', (created as { id: number }).id)).toHaveLength(1);
    const revisions = await api.db.query<{ data: { answer: string } }>(
      `SELECT data FROM revisions WHERE area = 'helpbot_faq' AND record_id = $1 ORDER BY revision_id`,
      [faqId],
    );
    expect(revisions.map((revision) => revision.data.answer)).toEqual(['Lot A.', 'Lot B.']);

    const contact = await ok('contact', 'create', {
      first_name: 'Imp',
      last_name: 'Ort',
      email: 'imp@ort.test',
    });
    await ok('contact', 'bulk_create', {
      rows: [{ first_name: 'Imp', last_name: 'Orted', email: 'IMP@ort.test' }],
    });
    const [, contactUpdate] = await entriesOf('contact', contact.contact_id as number);
    expect(contactUpdate).toMatchObject({ action: 'bulk_create', changes: { last_name: ['Ort', 'Orted'] } });
  });

  it('names a Stripe connection in its entries', async () => {
    const group = await api.login('group@demo.test');
    const created = await api.call('stripe', 'create', {
      token: group,
      body: { stripe_account_id: 'acct_traced' },
    });
    expect(created.status, JSON.stringify(created.packet.errors)).toBe(200);
    const id = (created.packet.payload as { stripe_connection_id: number }).stripe_connection_id;
    expect(await entriesOf('stripe', id)).toMatchObject([{ action: 'create', record_id: id }]);
  });

  describe('unsubscribe', () => {
    /** A delivery of a demo broadcast to a new opted-in contact, and the link its message carried. */
    async function delivered(email: string) {
      const contact = await ok('contact', 'create', {
        first_name: 'Un',
        last_name: 'Sub',
        email,
        opted_in: true,
      });
      const contactId = contact.contact_id as number;
      const [delivery] = await api.db.query<{ delivery_id: number }>(
        `INSERT INTO broadcast_deliveries (broadcast_id, account_id, contact_id, status, sent_at)
         SELECT broadcast_id, account_id, $1, 'sent', now() FROM broadcasts
          WHERE account_id = (SELECT account_id FROM contacts WHERE contact_id = $1) LIMIT 1
         RETURNING delivery_id`,
        [contactId],
      );
      const link = new URL(unsubscribeUrl('http://localhost', api.keys, delivery!.delivery_id));
      const post = async () => {
        const response = await api.app.request(link.pathname, { method: 'POST' });
        expect(await response.text()).toContain('You are unsubscribed');
      };
      return { contactId, post };
    }
    const optedIn = async (contactId: number) =>
      (
        await api.db.query<{ opted_in: boolean }>('SELECT opted_in FROM contacts WHERE contact_id = $1', [
          contactId,
        ])
      )[0]?.opted_in;

    it('logs the change to the contact, once', async () => {
      const { contactId, post } = await delivered('live@unsub.test');
      await post();
      await post();
      expect(await optedIn(contactId)).toBe(false);
      const entries = await entriesOf('contact', contactId);
      expect(entries.map((entry) => [entry.action, entry.changes])).toEqual([
        ['create', expect.anything()],
        ['unsubscribe', { opted_in: [true, false] }],
      ]);
    });

    it('applies to a trashed contact, which a restore brings back unsubscribed', async () => {
      const { contactId, post } = await delivered('trashed@unsub.test');
      await api.call('contact', 'delete', { token: admin, query: { contact_id: String(contactId) } });
      await post();
      await ok('contact', 'restore', { contact_id: contactId });
      expect(await optedIn(contactId)).toBe(false);
      expect((await entriesOf('contact', contactId)).map((entry) => entry.action)).toEqual([
        'create',
        'delete',
        'unsubscribe',
        'restore',
      ]);
    });
  });
});
