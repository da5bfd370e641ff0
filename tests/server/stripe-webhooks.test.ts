import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chargeRefundedEvent,
  checkoutCompletedEvent,
  type SimEvent,
} from '../../server/stripe-sim/events.ts';
import { findStripeConnection, updateStripeConnection } from '../../server/stripe/rows.ts';
import { stripeSignatureHeader, verifyStripeSignature } from '../../server/webhooks/stripe-signature.ts';
import { UNSIGNED } from '../../server/webhooks/signed-mode.ts';
import { databases, startTestApi, type TestApi } from './harness.ts';
import { DEMO_WEBHOOK_SECRET } from './stripe-flow.ts';

// The demo seed's webhook secrets (server/seed/connections.ts).
const OTHER_SECRET = 'whsec_otherPropertyNotARealSecret9999';
const LIVE_SECRET = 'whsec_liveSecretOfTheDemoNetwork00000000';

const now = () => Math.floor(Date.now() / 1000);

describe('the Stripe-Signature check', () => {
  const body = '{"id":"evt_1"}';
  const t = 1_800_000_000;
  it('accepts any one matching v1 among several, and ignores other schemes', () => {
    const good = stripeSignatureHeader('whsec_a', t, body).split(',')[1];
    const other = stripeSignatureHeader('whsec_b', t, body).split(',')[1];
    expect(verifyStripeSignature(`t=${t},${other},v0=abc,${good}`, body, 'whsec_a', t)).toEqual({
      ok: true,
      timestamp: t,
    });
  });
  it('signs the bytes as they arrived, not a re-encoding of them', () => {
    const bytes = Buffer.from('{"name":"José Ávila"}', 'utf8');
    const header = stripeSignatureHeader('whsec_a', t, bytes.toString('utf8'));
    expect(verifyStripeSignature(header, bytes, 'whsec_a', t).ok).toBe(true);
    expect(
      verifyStripeSignature(header, Buffer.from(bytes.toString('latin1'), 'utf8'), 'whsec_a', t).ok,
    ).toBe(false);
  });
  it.each([
    ['no header', undefined],
    ['no v1', `t=${t}`],
    ['no t', 'v1=' + '0'.repeat(64)],
    ['a short v1', `t=${t},v1=abcd`],
    ['garbage', 'hello'],
  ])('refuses %s', (_name, header) => {
    expect(verifyStripeSignature(header, body, 'whsec_a', t).ok).toBe(false);
  });
  it('refuses a timestamp over 5 minutes away, either way, once the signature matches', () => {
    const old = verifyStripeSignature(stripeSignatureHeader('whsec_a', t - 301, body), body, 'whsec_a', t);
    expect(old).toEqual({ ok: false, signed: true, reason: expect.stringMatching(/more than 5 minutes/) });
    const ahead = verifyStripeSignature(stripeSignatureHeader('whsec_a', t + 301, body), body, 'whsec_a', t);
    expect(ahead.ok).toBe(false);
    expect(
      verifyStripeSignature(stripeSignatureHeader('whsec_a', t - 299, body), body, 'whsec_a', t).ok,
    ).toBe(true);
  });
});

describe.each(databases())('Stripe webhooks make ticket orders on %s', (database) => {
  let api: TestApi;
  let admin: string;
  let demoConnection: number;
  let archiveConnection: number;
  let otherConnection: number;
  let demoRodeo: number;
  let otherRodeo: number;
  beforeAll(async () => {
    api = await startTestApi({ database });
    admin = await api.login('admin@demo.test');
    const ids = new Map(
      (
        await api.db.query<{ stripe_account_id: string; stripe_connection_id: number }>(
          'SELECT stripe_account_id, stripe_connection_id FROM stripe_connections',
        )
      ).map((row) => [row.stripe_account_id, row.stripe_connection_id]),
    );
    demoConnection = ids.get('acct_demoRodeoNetwork')!;
    archiveConnection = ids.get('acct_demoRodeoArchive')!;
    otherConnection = ids.get('acct_otherProperty')!;
    const rodeoOf = async (domain: string) =>
      (
        await api.db.query<{ rodeo_id: number }>(
          'SELECT rodeo_id FROM rodeos JOIN accounts USING (account_id) WHERE domain = $1 ORDER BY rodeo_id LIMIT 1',
          [domain],
        )
      )[0]!.rodeo_id;
    demoRodeo = await rodeoOf('demo.test');
    otherRodeo = await rodeoOf('other.test');
  });
  afterAll(() => api.close());

  interface Delivery {
    secret?: string;
    timestamp?: number;
    header?: string;
    connection?: number | string;
  }
  async function deliver(event: SimEvent | string, options: Delivery = {}) {
    const body = typeof event === 'string' ? event : JSON.stringify(event);
    const header =
      options.header ??
      stripeSignatureHeader(options.secret ?? DEMO_WEBHOOK_SECRET, options.timestamp ?? now(), body);
    const response = await api.app.request(`/webhooks/stripe/${options.connection ?? demoConnection}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
      body,
    });
    const packet = (await response.json()) as {
      payload?: { duplicate: boolean; outcome: string; order_number?: string; ticket_order_id?: number };
      errors: { detail?: string }[];
    };
    return { status: response.status, payload: packet.payload, detail: packet.errors[0]?.detail ?? '' };
  }
  const purchase = (overrides: Partial<Parameters<typeof checkoutCompletedEvent>[0]> = {}) =>
    checkoutCompletedEvent({
      rodeoId: demoRodeo,
      quantity: 3,
      unitAmount: 2500,
      currency: 'usd',
      buyerName: 'Wade Hollis',
      buyerEmail: 'wade@example.com',
      ...overrides,
    });
  const sessionOf = (event: SimEvent) => event.data.object as { id: string; payment_intent: string };
  /** Stripe's charge.refunded for the whole of a purchase() of 3 tickets at 25.00. */
  const fullRefundOf = (event: SimEvent) =>
    chargeRefundedEvent({
      paymentIntent: sessionOf(event).payment_intent,
      amount: 7500,
      amountRefunded: 7500,
      currency: 'usd',
    });
  const ordersOf = (event: SimEvent) =>
    api.db.query<Record<string, unknown>>('SELECT * FROM ticket_orders WHERE stripe_session_id = $1', [
      sessionOf(event).id,
    ]);
  const eventRows = (event: SimEvent) =>
    api.db.query<{ outcome: string }>('SELECT outcome FROM stripe_webhook_events WHERE event_id = $1', [
      event.id,
    ]);
  const expectRefused = async (event: SimEvent, result: { status: number }) => {
    expect(result.status).toBe(400);
    expect(await ordersOf(event)).toEqual([]);
    expect(await eventRows(event)).toEqual([]);
  };

  it('turns a signed checkout.session.completed into a paid order the console lists, totals and exports', async () => {
    const event = purchase();
    const result = await deliver(event);
    expect(result.status).toBe(200);
    expect(result.payload).toMatchObject({ duplicate: false, outcome: 'order recorded' });
    const [order] = await ordersOf(event);
    expect(order).toMatchObject({
      account_id: 1,
      order_number: result.payload!.order_number,
      rodeo: demoRodeo,
      buyer_name: 'Wade Hollis',
      buyer_email: 'wade@example.com',
      quantity: 3,
      amount: 7500,
      currency: 'USD',
      status: 'paid',
      refunded_amount: 0,
      stripe_payment_id: sessionOf(event).payment_intent,
      stripe_connection_id: demoConnection,
    });
    expect(await eventRows(event)).toEqual([{ outcome: 'order recorded' }]);

    const search = String(order!.order_number);
    const list = await api.call('ticket_order', 'list', { token: admin, body: { search } });
    expect(list.packet.payload).toMatchObject({ count: 1, list: [{ order_number: search, amount: 7500 }] });
    const totals = await api.call('ticket_order', 'totals', { token: admin, body: { search } });
    expect(totals.packet.payload).toEqual({
      count: 1,
      quantity: 3,
      amounts: [{ currency: 'USD', amount: 7500, refunded: 0 }],
    });
    const exported = await api.call('ticket_order', 'export', { token: admin, query: { search } });
    expect(await exported.response.text()).toContain(
      `${search},${demoRodeo},Wade Hollis,wade@example.com,3,7500,USD,paid,0,`,
    );
  });

  it('refuses a wrong signature: a changed body, a made-up value, no header', async () => {
    const event = purchase();
    const body = JSON.stringify(event);
    const header = stripeSignatureHeader(DEMO_WEBHOOK_SECRET, now(), body);
    const tampered = await deliver(body.replace('"quantity":"3"', '"quantity":"30"'), { header });
    expect(tampered).toMatchObject({ status: 400, detail: UNSIGNED });
    await expectRefused(event, tampered);
    await expectRefused(event, await deliver(event, { header: `t=${now()},v1=${'ab'.repeat(32)}` }));
    const none = await deliver(event, { header: '' });
    expect(none.detail).toBe(UNSIGNED);
    await expectRefused(event, none);
  });

  it('refuses an event signed over 5 minutes ago, however good its signature', async () => {
    const event = purchase();
    const old = await deliver(event, { timestamp: now() - 6 * 60 });
    expect(old.detail).toMatch(/more than 5 minutes/);
    await expectRefused(event, old);
  });

  it('refuses an event signed with another connection’s secret', async () => {
    const event = purchase();
    await expectRefused(event, await deliver(event, { secret: OTHER_SECRET }));
    // ...and the other connection's own secret is good for its own endpoint only.
    const theirs = purchase({ rodeoId: otherRodeo });
    expect((await deliver(theirs, { secret: OTHER_SECRET, connection: otherConnection })).status).toBe(200);
    expect((await ordersOf(theirs))[0]).toMatchObject({ account_id: 2, rodeo: otherRodeo });
  });

  it('refuses a rodeo of another account in the metadata like a missing one', async () => {
    const foreign = purchase({ rodeoId: otherRodeo });
    const result = await deliver(foreign);
    expect(result.detail).toBe(
      `data.object.metadata.rodeo_id: no rodeo ${otherRodeo} in this connection’s account`,
    );
    await expectRefused(foreign, result);
    const missing = purchase({ rodeoId: 999_999 });
    await expectRefused(missing, await deliver(missing));
  });

  it('tells a missing connection, one without the secret and a bad signature apart to nobody', async () => {
    const event = purchase();
    const body = JSON.stringify(event);
    const forged = `t=${now()},v1=${'ab'.repeat(32)}`;
    const posts: [string, number | string, string][] = [
      ['an unknown connection', 424242, stripeSignatureHeader(DEMO_WEBHOOK_SECRET, now(), body)],
      [
        'a connection without a test secret',
        archiveConnection,
        stripeSignatureHeader('whsec_x', now(), body),
      ],
      ['a forged signature', demoConnection, forged],
      ['another connection’s secret', demoConnection, stripeSignatureHeader(OTHER_SECRET, now(), body)],
      ['no signature', demoConnection, ''],
      ['an unknown connection, no signature', 424242, ''],
    ];
    const answers = new Set<string>();
    for (const [name, connection, header] of posts) {
      const response = await api.app.request(`/webhooks/stripe/${connection}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
        body,
      });
      // The packet's `instance` is the path the sender chose; all else must be the same, byte for byte.
      const text = (await response.text()).replace(
        `/webhooks/stripe/${connection}"`,
        '/webhooks/stripe/{id}"',
      );
      answers.add(`${response.status} ${text}`);
      expect([...answers], name).toHaveLength(1);
    }
    const [status, ...text] = [...answers][0]!.split(' ');
    expect([status, JSON.parse(text.join(' ')).errors[0].detail]).toEqual(['400', UNSIGNED]);
    expect(await ordersOf(event)).toEqual([]);
  });

  it('refuses a live event on a test-mode connection, with the live secret or without one', async () => {
    const live = { ...purchase(), livemode: true };
    // No live secret is set: the test one signed it, and a live event is never signed with that.
    const testSigned = await deliver(live);
    expect(testSigned.detail).toMatch(/A live event signed with the test webhook secret/);
    await expectRefused(live, testSigned);
    const row = await findStripeConnection(api.db, demoConnection, 1);
    await updateStripeConnection(api.db, api.keys, row, { webhook_secret: LIVE_SECRET });
    await expectRefused(live, await deliver(live));
    const mismatch = await deliver(live, { secret: LIVE_SECRET });
    expect(mismatch.detail).toMatch(/A live event reached connection \d+, which is in test mode/);
    await expectRefused(live, mismatch);
  });

  it('takes each event once: a replay, or two deliveries at once, make one order', async () => {
    const event = purchase();
    const first = await deliver(event);
    const replay = await deliver(event);
    expect(replay).toMatchObject({ status: 200, payload: { duplicate: true } });
    const both = await Promise.all([deliver(purchase()), deliver(purchase())]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const twice = purchase();
    const together = await Promise.all([deliver(twice), deliver(twice), deliver(twice)]);
    expect(together.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(together.filter((r) => r.payload?.duplicate === false)).toHaveLength(1);
    expect(await ordersOf(twice)).toHaveLength(1);
    expect(await ordersOf(event)).toHaveLength(1);
    expect((await ordersOf(event))[0]!.order_number).toBe(first.payload!.order_number);
    // Another event of the same session (a delayed payment succeeding) finds the order made already.
    const again = { ...event, id: `${event.id}b`, type: 'checkout.session.async_payment_succeeded' };
    expect((await deliver(again)).payload).toMatchObject({
      outcome: 'the order of this session exists already',
    });
    expect(await ordersOf(event)).toHaveLength(1);
  });

  it('records refunds: a partial one keeps the order paid, the full one makes it refunded, each once', async () => {
    const event = purchase();
    await deliver(event);
    const payment = { paymentIntent: sessionOf(event).payment_intent, amount: 7500, currency: 'usd' };
    const partial = chargeRefundedEvent({ ...payment, amountRefunded: 2500 });
    expect((await deliver(partial)).payload).toMatchObject({ outcome: 'refund recorded' });
    expect((await ordersOf(event))[0]).toMatchObject({ status: 'paid', refunded_amount: 2500 });
    const full = chargeRefundedEvent({ ...payment, amountRefunded: 7500 });
    await deliver(full);
    await deliver(full);
    // The earlier, partial event delivered late lowers nothing.
    await deliver({ ...partial, id: `${partial.id}late` });
    const [order] = await ordersOf(event);
    expect(order).toMatchObject({ status: 'refunded', refunded_amount: 7500 });
    const totals = await api.call('ticket_order', 'totals', {
      token: admin,
      body: { search: String(order!.order_number) },
    });
    expect(totals.packet.payload).toMatchObject({
      amounts: [{ currency: 'USD', amount: 7500, refunded: 7500 }],
    });
  });

  it('never refunds another account’s order, whatever payment a refund names', async () => {
    const theirs = purchase({ rodeoId: otherRodeo });
    await deliver(theirs, { secret: OTHER_SECRET, connection: otherConnection });
    const refund = fullRefundOf(theirs);
    expect((await deliver(refund)).payload).toMatchObject({
      outcome: 'kept: no ticket order for this payment (yet)',
    });
    expect((await ordersOf(theirs))[0]).toMatchObject({ account_id: 2, status: 'paid', refunded_amount: 0 });
  });

  it('keeps a refund that arrives before its order and applies it when the order comes', async () => {
    const event = purchase();
    const refund = fullRefundOf(event);
    expect((await deliver(refund)).payload).toMatchObject({
      outcome: 'kept: no ticket order for this payment (yet)',
    });
    await deliver(event);
    expect((await ordersOf(event))[0]).toMatchObject({ status: 'refunded', refunded_amount: 7500 });
  });

  it('applies a refund delivered at the same moment as its order, every time', async () => {
    const pairs = Array.from({ length: 12 }, () => {
      const event = purchase();
      const refund = fullRefundOf(event);
      return [event, refund] as const;
    });
    await Promise.all(pairs.flatMap(([event, refund]) => [deliver(event), deliver(refund)]));
    for (const [event] of pairs) {
      expect((await ordersOf(event))[0]).toMatchObject({ status: 'refunded', refunded_amount: 7500 });
    }
  });

  it('acknowledges and records an event type it does not use', async () => {
    const event = { ...purchase(), type: 'customer.created', data: { object: { id: 'cus_1' } } };
    const result = await deliver(event as SimEvent);
    expect(result).toMatchObject({
      status: 200,
      payload: { outcome: 'ignored: not an event ticket orders use' },
    });
    expect(await eventRows(event as SimEvent)).toEqual([
      { outcome: 'ignored: not an event ticket orders use' },
    ]);
  });

  it('answers bad input with a clear 4xx, never a 5xx, and keeps nothing', async () => {
    const event = purchase();
    const cases: [string, Delivery & { body?: string }, number, RegExp][] = [
      ['a connection id that is no number', { connection: 'abc' }, 400, /positive whole number/],
      ['a connection id too large', { connection: '99999999999' }, 400, /positive whole number/],
      ['an unknown connection', { connection: 424242 }, 400, /^The Stripe-Signature header is missing/],
      [
        'a connection without a test secret',
        { connection: archiveConnection },
        400,
        /^The Stripe-Signature header is missing/,
      ],
      ['a body that is not JSON', { body: '{"id":' }, 400, /not JSON/],
      ['a body that is no event', { body: '[1,2]' }, 400, /Enter a set of named values/],
      ['an event without an id', { body: JSON.stringify({ ...event, id: undefined }) }, 400, /^id: Required/],
      [
        'a session without metadata',
        { body: JSON.stringify({ ...event, data: { object: { ...event.data.object, metadata: {} } } }) },
        400,
        /data\.object\.metadata\.rodeo_id: Required/,
      ],
      [
        'a negative amount',
        { body: JSON.stringify({ ...event, data: { object: { ...event.data.object, amount_total: -5 } } }) },
        400,
        /data\.object\.amount_total/,
      ],
      [
        'a body over 256 KB',
        { body: JSON.stringify({ ...event, pad: 'x'.repeat(300_000) }) },
        413,
        /exceeds/,
      ],
    ];
    for (const [name, { body, ...options }, status, detail] of cases) {
      const result = await deliver(body ?? event, options);
      expect([name, result.status, result.detail]).toEqual([name, status, expect.stringMatching(detail)]);
    }
    const get = await api.app.request(`/webhooks/stripe/${demoConnection}`);
    expect(get.status).toBe(405);
    expect(await ordersOf(event)).toEqual([]);
  });
});
