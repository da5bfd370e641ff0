import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutCompletedEvent } from '../../server/stripe-sim/events.ts';
import { findStripeConnection, updateStripeConnection } from '../../server/stripe/rows.ts';
import { databases, startTestApi, type TestApi } from './harness.ts';
import { expectFormCapped, postSignedWebhook } from './stripe-flow.ts';

describe.each(databases())('the simulator’s test checkout on %s', (database) => {
  let api: TestApi;
  let staff: string;
  let connection: number;
  let archive: number;
  let rodeo: { rodeo_id: number; name: string };
  let otherRodeo: number;
  let draftRodeo: number;
  beforeAll(async () => {
    api = await startTestApi({ database });
    staff = await api.login('group@demo.test');
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

  const good = () => ({
    stripe_connection_id: connection,
    rodeo_id: rodeo.rodeo_id,
    quantity: 2,
    price: 2800,
  });
  /** stripe/checkout_link, as the console's staff call it. */
  const ask = (body: Record<string, unknown>, token = staff) =>
    api.call('stripe', 'checkout_link', { token, body });
  /** The path and query of a link the console signed. */
  const signed = async (body: Record<string, unknown> = good()) => {
    const result = await ask(body);
    expect(result.status, JSON.stringify(result.packet.errors)).toBe(200);
    const url = new URL((result.packet.payload as { url: string }).url);
    return `${url.pathname}${url.search}`;
  };
  /** A link's query as fields, to alter one. */
  const fieldsOf = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);
  const linkOf = (fields: Record<string, string | number>) =>
    `/stripe-sim/checkout?${new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]))}`;
  const open = async (path: string) => {
    const response = await api.app.request(path);
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
  /** The one page every link the console did not sign, or signed for other values, or long ago, gets. */
  const expectRefused = (page: { status: number; html: string }) => {
    expect(page.status).toBe(400);
    expect(page.html).toContain('was not made by the console, was changed, or has expired');
    expect(page.html).not.toMatch(/Demo Rodeo|Other|Unannounced|connection is|rodeo of|Pay /);
  };

  it('signs a link for staff of the account, valid for 30 days', async () => {
    const result = await ask(good());
    expect(result.status).toBe(200);
    const { url, expires_at } = result.packet.payload as { url: string; expires_at: string };
    expect(fieldsOf(url)).toMatchObject({
      connection: String(connection),
      rodeo: String(rodeo.rodeo_id),
      quantity: '2',
      price: '2800',
      currency: 'usd',
      sig: expect.stringMatching(/^[\w-]{32}$/),
    });
    const days = (Date.parse(expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('shows what is bought, from whom and for how much, with no script', async () => {
    const page = await open(await signed());
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
      ...formOf((await open(await signed())).html),
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

  it('speaks Spanish to a reader whose Accept-Language asks for it, on every page of a payment', async () => {
    const es = { 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' };
    const inSpanish = async (path: string, fields?: Record<string, string>) => {
      const response = await api.app.request(
        path,
        fields
          ? {
              method: 'POST',
              headers: { ...es, 'Content-Type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams(fields).toString(),
            }
          : { headers: es },
      );
      expect(response.headers.get('Vary')).toContain('Accept-Language');
      return { status: response.status, html: await response.text() };
    };
    const page = await inSpanish(await signed());
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="es">');
    expect(page.html).toContain('<h1>Pagar a Demo Rodeo Network</h1>');
    expect(page.html).toContain('<dt>Entradas</dt><dd>2 × USD 28,00</dd>');
    expect(page.html).toMatch(/<button type="submit" class="pay">Pagar USD 56,00<\/button>/);
    expect(page.html).toContain('<label for="name">Nombre</label>');
    expect(page.html).not.toMatch(/>(Event|When|Tickets|Name|Email)</);

    const form = formOf(page.html);
    const noName = await inSpanish('/stripe-sim/checkout', { ...form, name: ' ', email: 'a@example.com' });
    expect(noName.status).toBe(400);
    expect(noName.html).toContain('Escribe tu nombre (150 caracteres como máximo).');

    const paid = await inSpanish('/stripe-sim/checkout', {
      ...form,
      name: 'Lola Ruiz',
      email: 'lola@example.com',
    });
    expect(paid.html).toContain('<h1>Pago recibido</h1>');
    expect(paid.html).toContain('Reembolsar este pedido');
    const refunded = await inSpanish('/stripe-sim/refund', {
      connection: String(connection),
      session: form.session!,
    });
    expect(refunded.html).toContain('se reembolsó por completo: USD 56,00');

    const unsigned = await inSpanish(linkOf({ ...fieldsOf(await signed()), quantity: 9 }));
    expect(unsigned.status).toBe(400);
    expect(unsigned.html).toContain('<h1>Este enlace de pago no funciona</h1>');
    expect(unsigned.html).toContain('Este enlace no lo creó la consola');
    // Without the header, English as before.
    expect((await open(await signed())).html).toContain('<html lang="en">');
  });

  it('asks again for a missing name or a bad email, keeping what was typed', async () => {
    const form = formOf((await open(await signed())).html);
    const noName = await post('/stripe-sim/checkout', { ...form, name: ' ', email: 'a@example.com' });
    expect(noName.status).toBe(400);
    expect(noName.html).toContain('Enter your name');
    const badEmail = await post('/stripe-sim/checkout', { ...form, name: 'Al "Ace" Lee', email: 'nope' });
    expect(badEmail.html).toContain('Enter a valid email address');
    expect(badEmail.html).toContain('value="Al &#34;Ace&#34; Lee"');
    expect(await ordersOfSession(form.session!)).toEqual([]);
  });

  it('refuses a link the console did not sign, or signed for other values, with one page naming nothing', async () => {
    const fields = fieldsOf(await signed());
    const { sig: _sig, expires: _expires, ...unsignedFields } = fields;
    const refusedLinks = [
      // Today's hand-made format, and the same values with the signature left out.
      linkOf({ connection, rodeo: rodeo.rodeo_id, quantity: 2, price: 2800, currency: 'usd' }),
      linkOf(unsignedFields),
      linkOf({ ...fields, sig: 'x'.repeat(32) }),
      linkOf({ ...fields, connection: archive }),
      linkOf({ ...fields, rodeo: otherRodeo }),
      linkOf({ ...fields, rodeo: draftRodeo }),
      linkOf({ ...fields, quantity: 5000 }),
      linkOf({ ...fields, price: 1 }),
      linkOf({ ...fields, price: 2801 }),
      linkOf({ ...fields, currency: 'eur' }),
      linkOf({ ...fields, expires: Number(fields.expires) + 86_400 }),
      linkOf({ ...fields, quantity: '02' }),
    ];
    for (const path of refusedLinks) expectRefused(await open(path));

    // The payment form is checked like the link: altered, it takes no payment.
    const form = formOf((await open(linkOf(fields))).html);
    const alterations: Record<string, string>[] = [
      { rodeo: String(otherRodeo) },
      { quantity: '5000' },
      { price: '50' },
      { connection: String(archive) },
      { sig: '' },
    ];
    for (const altered of alterations) {
      expectRefused(
        await post('/stripe-sim/checkout', { ...form, ...altered, name: 'Mallory', email: 'm@example.com' }),
      );
    }
    expect(await ordersOfSession(form.session!)).toEqual([]);
    expect(
      await api.db.query("SELECT 1 FROM ticket_orders WHERE buyer_name = 'Mallory' OR quantity = 5000"),
    ).toEqual([]);
  });

  it('refuses a link past its expiry with the same page', async () => {
    const fields = fieldsOf(await signed());
    const then = Date.now;
    const expired = (Number(fields.expires) + 1) * 1000;
    try {
      Date.now = () => expired;
      expectRefused(await open(linkOf(fields)));
    } finally {
      Date.now = then;
    }
    expect((await open(linkOf(fields))).status).toBe(200);
  });

  it('signs links only for staff of the connection’s account, for its rodeos on sale, in bounds', async () => {
    // Another account's staff: the connection is no connection of theirs.
    const other = await api.login('owner@other.test');
    const crossed = await ask(good(), other);
    expect(crossed.status).toBe(404);
    expect(JSON.stringify(crossed.packet)).not.toContain('/stripe-sim/checkout');
    // A user below the level that manages connections.
    expect((await ask(good(), await api.login('user@demo.test'))).status).toBe(403);
    const refusals: [Record<string, unknown>, number, RegExp][] = [
      [{ ...good(), rodeo_id: otherRodeo }, 400, /names no rodeo of the account/],
      [{ ...good(), rodeo_id: draftRodeo }, 400, /names no rodeo of the account/],
      [{ ...good(), stripe_connection_id: archive }, 400, /connection is inactive/],
      [{ ...good(), quantity: 0 }, 400, /quantity/],
      [{ ...good(), quantity: 51 }, 400, /quantity/],
      [{ ...good(), quantity: 5000 }, 400, /quantity/],
      [{ ...good(), price: 49 }, 400, /price/],
      [{ ...good(), price: 100_001 }, 400, /price/],
      [{ stripe_connection_id: connection, rodeo_id: rodeo.rodeo_id }, 400, /price/],
      [{ ...good(), currency: 'dollars' }, 400, /currency/],
    ];
    for (const [body, status, detail] of refusals) {
      const result = await ask(body);
      expect([result.status, JSON.stringify(result.packet.errors)], JSON.stringify(body)).toEqual([
        status,
        expect.stringMatching(detail),
      ]);
    }
    const live = await api.db.query<{ stripe_connection_id: number }>(
      "INSERT INTO stripe_connections (account_id, stripe_account_id, livemode, secret_key_encrypted, secret_test_key_encrypted, webhook_secret_encrypted, webhook_test_secret_encrypted) VALUES (1, 'acct_live', true, '', '', '', '') RETURNING stripe_connection_id",
    );
    const liveLink = await ask({ ...good(), stripe_connection_id: live[0]!.stripe_connection_id });
    expect(JSON.stringify(liveLink.packet.errors)).toMatch(/test payments only/);
  });

  it('tells a signed link’s buyer what changed since it was signed, and nothing of a draft', async () => {
    const path = await signed();
    await api.db.query("UPDATE rodeos SET status = 'draft' WHERE rodeo_id = $1", [rodeo.rodeo_id]);
    try {
      const page = await open(path);
      expect([page.status, page.html]).toEqual([400, expect.stringMatching(/names no rodeo of the account/)]);
      expect(page.html).not.toContain(rodeo.name.replace(/'/g, '&#39;'));
    } finally {
      await api.db.query("UPDATE rodeos SET status = 'scheduled' WHERE rodeo_id = $1", [rodeo.rodeo_id]);
    }
    // A connection without a test webhook secret: its payments could never reach the console.
    const row = await findStripeConnection(api.db, connection, 1);
    await updateStripeConnection(api.db, api.keys, row, { webhook_test_secret: '' });
    expect((await open(path)).html).toMatch(/has no test webhook secret/);
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
      // Nor signs a link to one: the command says why, without a 5xx.
      const asked = await api.call('stripe', 'checkout_link', {
        token: await api.login('group@demo.test'),
        body: { stripe_connection_id: 1, rodeo_id: 1, price: 2800 },
      });
      expect([asked.status, asked.packet.errors[0]?.detail]).toEqual([
        404,
        expect.stringMatching(/served only by the built-in Stripe simulator/),
      ]);
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
