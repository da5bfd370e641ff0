import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugify } from '../../lib/resources/slug.ts';
import { demoBroadcasts } from '../../server/seed/broadcasts.ts';
import { DEMO_RESOURCES } from '../../server/seed/resource-data.ts';
import { DEMO_TICKETED_RODEO } from '../../server/seed/tickets.ts';
import { databases, startTestApi, type TestApi } from './harness.ts';

// server/seed/resources.ts seeds every area without naming one: a sample's ref names its target by that
// record's name, a slug field is made from its source field, rich text is sanitised as a create would.
describe.each(databases())('the demo seed on %s', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ database });
  });
  afterAll(() => api.close());

  it('resolves each sample’s refs by the target’s name, in the same account', async () => {
    const articles = await api.db.query<{ title: string; author: string | null; same: boolean }>(
      `SELECT a.title, au.name AS author, au.account_id = a.account_id AS same
         FROM articles a LEFT JOIN authors au ON au.author_id = a.author`,
    );
    const samples = Object.values(DEMO_RESOURCES).flatMap((areas) => areas.article ?? []);
    expect(articles).toHaveLength(samples.length);
    for (const sample of samples) {
      const row = articles.find((article) => article.title === sample.title)!;
      expect(row.author).toBe(sample.author);
      expect(row.same).toBe(true);
    }
    const broadcasts = await api.db.query<{ title: string; prompt: string | null }>(
      `SELECT b.title, p.name AS prompt FROM broadcasts b
         LEFT JOIN message_prompts p ON p.message_prompt_id = b.message_prompt AND p.account_id = b.account_id`,
    );
    const named = Object.values(demoBroadcasts(new Date())).flat();
    expect(named.some((sample) => sample.message_prompt)).toBe(true);
    for (const sample of named) {
      const row = broadcasts.find((broadcast) => broadcast.title === sample.title)!;
      expect(row.prompt).toBe(sample.message_prompt ?? null);
    }
  });

  it('makes slugs from the titles and stores rich text sanitised', async () => {
    const articles = await api.db.query<{ title: string; slug: string; body: string }>(
      'SELECT title, slug, body FROM articles',
    );
    for (const article of articles) {
      expect(article.slug).toBe(slugify(article.title));
      expect(article.body).not.toMatch(/<script/i);
    }
  });

  it('gives one demo rodeo’s paid orders their tickets, a few of them admitted at the gates', async () => {
    const orders = await api.db.query<{
      status: string;
      quantity: number;
      tickets: number;
      admitted: number;
    }>(
      `SELECT o.status, o.quantity, count(t.ticket_id)::int AS tickets,
              count(t.admitted_at)::int AS admitted
         FROM ticket_orders o JOIN rodeos r ON r.rodeo_id = o.rodeo
         LEFT JOIN tickets t ON t.ticket_order_id = o.ticket_order_id
        WHERE r.name = $1 GROUP BY o.ticket_order_id`,
      [DEMO_TICKETED_RODEO.name],
    );
    expect(orders.some((order) => order.status === 'paid')).toBe(true);
    for (const order of orders) expect(order.tickets).toBe(order.status === 'paid' ? order.quantity : 0);
    expect(orders.reduce((sum, order) => sum + order.admitted, 0)).toBe(3);
    const [{ elsewhere }] = (await api.db.query<{ elsewhere: number }>(
      'SELECT count(*)::int AS elsewhere FROM tickets t JOIN rodeos r ON r.rodeo_id = t.rodeo WHERE r.name <> $1',
      [DEMO_TICKETED_RODEO.name],
    )) as [{ elsewhere: number }];
    expect(elsewhere).toBe(0);
  });
});
