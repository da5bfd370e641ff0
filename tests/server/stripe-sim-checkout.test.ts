import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutCompletedEvent } from '../../server/stripe-sim/events.ts';
import { findStripeConnection, updateStripeConnection } from '../../server/stripe/rows.ts';
import { databases, startTestApi, type TestApi } from './harness.ts';
import { expectFormCapped, postSignedWebhook } from './stripe-flow.ts';

describe.each(databases())('the simulator’s test checkout on %s', (database) => {
  let api: TestApi;
  let connection: number;
  let archive: number;
  let rodeo: { rodeo_id: number; name: string };
  let otherRodeo: number;
  let draftRodeo: number;
  beforeAll(async () => {
    api = await startTestApi({ database });
    const idOf = async (account: string) =>
      (
        await api.db.query<{ stripe_connection_id: number }>(
          'SELECT stripe_connection_id FROM stripe_connections WHERE stripe_account_id = $1',
          [account],
        )
      )[0]!.stripe_connection_id;
    connection = await idOf('acct_demoRodeoNetwork');
    archive = await idOf('acct_demoRodeoArchive');
    const rodeos = await api.db.query<{ rodeo_id: number; name: string; status: string; account_id: number }>(
      'SELECT rodeo_id, name, status, account_id FROM rodeos ORDER BY rodeo_id',
    );
    rodeo = rodeos.find((r) => r.account_id === 1 && r.status === 'scheduled')!;
    otherRodeo = rodeos.find((r) => r.account_id === 2)!.rodeo_id;
    const [draft] = await api.db.query<{ rodeo_id: number }>(
      "INSERT INTO rodeos (account_id, name, starts_on) VALUES (1, 'Unannounced Rodeo', '2030-06-01') RETURNING rodeo_id",
    );
    draftRodeo = draft!.rodeo_id;
  });
  afterAll(() => api.close());

  const link = (params: Record<string, string | number>) =>
    `/stripe-sim/checkout?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;
  const good = () => ({ connection, rodeo: rodeo.rodeo_id, quantity: 2, price: 2800 });
  const open = async (params: Record<string, string | number>) => {
    const response = await api.app.request(link(params));
    return { status: response.status, html: await response.text() };
  };
  const post = async (path: string, fields: Record<string, string>) => {
    const response = await api.app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: response.status, html: await response.text() };
  };
  /** The hidden and visible fields of the page's payment form, as the browser would post them. */
  const formOf = (html: string): Record<string, string> =>
    Object.fromEntries(
      [...html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
  const ordersOfSession = (session: string) =>
    api.db.query<Record<string, unknown>>('SELECT * FROM ticket_orders WHERE stripe_session_id = $1', [
      session,
    ]);

  it('shows what is bought, from whom and for how much, with no script', async () => {
    const page = await open(good());
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Pay Demo Rodeo Network</h1>');
    expect(page.html).toContain(rodeo.name.replace(/'/g, '&#39;'));
    expect(page.html).toContain('2 × USD 28.00');
    expect(page.html).toContain('<strong>USD 56.00</strong>');
    expect(page.html).toMatch(/<button type="submit" class="pay">Pay USD 56.00<\/button>/);
    expect(page.html).toMatch(/<label for="name">Name<\/label>/);
    expect(page.html).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
  });

  it('pays: the signed event makes one paid order, even when the form is sent twice', async () => {
    const form: Record<string, string> = {
      ...formOf((await open(good())).html),
      name: 'Josie Tate',
      email: 'josie@example.com',
    };
    const paid = await post('/stripe-sim/checkout', form);
    expect(paid.status).toBe(200);
    expect(paid.html).toContain('<h1>Payment received</h1>');
    const [order] = await ordersOfSession(form.session!);
    expect(order).toMatchObject({
      account_id: 1,
      rodeo: rodeo.rodeo_id,
      buyer_name: 'Josie Tate',
      buyer_email: 'josie@example.com',
      quantity: 2,
      amount: 5600,
      currency: 'USD',
      status: 'paid',
      stripe_connection_id: connection,
    });
    expect(paid.html).toContain(`<strong>${String(order!.order_number)}</strong>`);
    const again = await post('/stripe-sim/checkout', form);
    expect(again.html).toContain(`<strong>${String(order!.order_number)}</strong>`);
    expect(await ordersOfSession(form.session!)).toHaveLength(1);

    const refunded = await post('/stripe-sim/refund', {
      connection: String(connection),
      session: form.session!,
    });
    expect(refunded.status).toBe(200);
    expect(refunded.html).toContain('was refunded in full: USD 56.00');
    expect((await ordersOfSession(form.session!))[0]).toMatchObject({
      status: 'refunded',
      refunded_amount: 5600,
    });
  });

  it('asks again for a missing name or a bad email, keeping what was typed', async () => {
    const form = formOf((await open(good())).html);
    const noName = await post('/stripe-sim/checkout', { ...form, name: ' ', email: 'a@example.com' });
    expect(noName.status).toBe(400);
    expect(noName.html).toContain('Enter your name');
    const badEmail = await post('/stripe-sim/checkout', { ...form, name: 'Al "Ace" Lee', email: 'nope' });
    expect(badEmail.html).toContain('Enter a valid email address');
    expect(badEmail.html).toContain('value="Al &#34;Ace&#34; Lee"');
    expect(await ordersOfSession(form.session!)).toEqual([]);
  });

  it('says what is wrong with a link that cannot work, and takes no payment from it', async () => {
    const live = await api.db.query<{ stripe_connection_id: number }>(
      "INSERT INTO stripe_connections (account_id, stripe_account_id, livemode, secret_key_encrypted, secret_test_key_encrypted, webhook_secret_encrypted, webhook_test_secret_encrypted) VALUES (1, 'acct_live', true, '', '', '', '') RETURNING stripe_connection_id",
    );
    const cases: [Record<string, string | number>, RegExp][] = [
      [{ ...good(), connection: 'x' }, /names no Stripe connection/],
      [{ ...good(), connection: 9999 }, /names no Stripe connection/],
      [{ ...good(), connection: archive }, /connection is inactive/],
      [{ ...good(), connection: live[0]!.stripe_connection_id }, /test payments only/],
      [{ ...good(), rodeo: otherRodeo }, /names no rodeo of the account/],
      [{ ...good(), rodeo: draftRodeo }, /names no rodeo of the account/],
      [{ ...good(), quantity: 0 }, /from 1 to 50/],
      [{ ...good(), quantity: 51 }, /from 1 to 50/],
      [{ ...good(), price: 10 }, /price must be given in cents/],
      [{ connection, rodeo: rodeo.rodeo_id }, /price must be given in cents/],
      [{ ...good(), currency: 'dollars' }, /3-letter code/],
    ];
    for (const [params, problem] of cases) {
      const page = await open(params);
      expect([page.status, page.html]).toEqual([400, expect.stringMatching(problem)]);
    }
    // A draft is not public: nothing names it.
    expect((await open({ ...good(), rodeo: draftRodeo })).html).not.toContain('Unannounced');
    // A form altered to another account's rodeo is checked like the link.
    const form = formOf((await open(good())).html);
    const altered = await post('/stripe-sim/checkout', {
      ...form,
      rodeo: String(otherRodeo),
      name: 'Mallory',
      email: 'm@example.com',
    });
    expect([altered.status, altered.html]).toEqual([
      400,
      expect.stringMatching(/names no rodeo of the account/),
    ]);
    expect(await ordersOfSession(form.session!)).toEqual([]);
    // A connection without a test webhook secret: its payments could never reach the console.
    const row = await findStripeConnection(api.db, connection, 1);
    await updateStripeConnection(api.db, api.keys, row, { webhook_test_secret: '' });
    expect((await open(good())).html).toMatch(/has no test webhook secret/);
    const refund = await post('/stripe-sim/refund', {
      connection: String(connection),
      session: 'cs_test_simnope',
    });
    expect(refund.status).toBe(400);
  });
});

describe.each(databases())('the simulator’s checkout and refund forms on %s', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ database });
  });
  afterAll(() => api.close());

  it.each(['/stripe-sim/checkout', '/stripe-sim/refund'])(
    'refuse a body beyond a few kilobytes at %s, announced or streamed, before reading it all',
    async (path) => {
      const post = (body: BodyInit) =>
        api.app.request(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body,
          ...({ duplex: 'half' } as object),
        });
      await expectFormCapped(post);
    },
  );
});

describe('with real Stripe configured', () => {
  it('serves no test checkout, while the webhook endpoint takes Stripe’s events as ever', async () => {
    const api = await startTestApi({
      database: 'pglite',
      config: { stripeClientId: 'ca_platform_1234', stripeSecretKey: 'sk_test_platformSecret_0000' },
    });
    try {
      // Unmounted: the console's history fallback (or a 404) answers instead of the checkout.
      const page = await api.app.request('/stripe-sim/checkout?connection=1&rodeo=1&price=2800');
      expect(await page.text()).not.toContain('Pay Demo Rodeo Network');
      expect((await api.app.request('/stripe-sim/refund', { method: 'POST' })).status).toBe(404);
      const [rodeo] = await api.db.query<{ rodeo_id: number }>(
        "SELECT rodeo_id FROM rodeos WHERE account_id = 1 AND status <> 'draft' LIMIT 1",
      );
      const body = JSON.stringify(
        checkoutCompletedEvent({
          rodeoId: rodeo!.rodeo_id,
          quantity: 1,
          unitAmount: 2800,
          currency: 'usd',
          buyerName: 'Real Buyer',
          buyerEmail: 'real@example.com',
        }),
      );
      const response = await postSignedWebhook(api, body);
      expect(response.status).toBe(200);
    } finally {
      await api.close();
    }
    // A database of its own: migrating and seeding it takes seconds on a busy machine.
  }, 120_000);
});
