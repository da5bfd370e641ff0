import { expect } from 'vitest';
import {
  chargeRefundedEvent,
  checkoutCompletedEvent,
  type SimEvent,
} from '../../server/stripe-sim/events.ts';
import { issueTickets } from '../../server/tickets/issue.ts';
import { ticketSigner } from '../../server/tickets/signing.ts';
import type { TestApi } from './harness.ts';
import { postSignedWebhook } from './stripe-flow.ts';

/** An order as Stripe's webhook makes it: `quantity` tickets for `rodeoId` of the demo account. */
export async function webhookOrder(
  api: TestApi,
  rodeoId: number,
  quantity: number,
  email = 'fan@example.com',
) {
  const [{ stripe_connection_id: connectionId }] = (await api.db.query<{ stripe_connection_id: number }>(
    "SELECT stripe_connection_id FROM stripe_connections WHERE stripe_account_id = 'acct_demoRodeoNetwork'",
  )) as [{ stripe_connection_id: number }];
  const event = checkoutCompletedEvent({
    rodeoId,
    quantity,
    unitAmount: 2000,
    currency: 'usd',
    buyerName: 'Wade Hollis',
    buyerEmail: email,
  });
  const deliver = async (sent: SimEvent) => {
    const response = await postSignedWebhook(api, JSON.stringify(sent), { connectionId });
    expect(response.status).toBe(200);
    return ((await response.json()) as { payload: { ticket_order_id: number } }).payload;
  };
  const { ticket_order_id: orderId } = await deliver(event);
  const session = event.data.object as { payment_intent: string };
  return {
    orderId,
    event,
    deliver,
    refund: () =>
      deliver(
        chargeRefundedEvent({
          paymentIntent: session.payment_intent,
          amount: quantity * 2000,
          amountRefunded: quantity * 2000,
          currency: 'usd',
        }),
      ),
  };
}

/** The order's tickets' ids and codes, signed as the mail and the page sign them. */
export async function codesOf(api: TestApi, orderId: number) {
  const rows = await api.db.query<{ ticket_id: number; rodeo: number; account_id: number }>(
    'SELECT ticket_id, rodeo, account_id FROM tickets WHERE ticket_order_id = $1 ORDER BY admission',
    [orderId],
  );
  const sign = await ticketSigner(api.db, api.keys, rows[0]!.account_id);
  return rows.map((row) => ({ ticketId: row.ticket_id, code: sign(row.rodeo, row.ticket_id) }));
}

export const rodeoOf = async (api: TestApi, domain: string, nth = 0) =>
  (
    await api.db.query<{ rodeo_id: number }>(
      'SELECT rodeo_id FROM rodeos JOIN accounts USING (account_id) WHERE domain = $1 ORDER BY rodeo_id LIMIT 1 OFFSET $2',
      [domain, nth],
    )
  )[0]!.rodeo_id;

/** A paid order written straight to the table, with its tickets: for tests about another account. */
export async function paidOrder(api: TestApi, rodeoId: number, quantity: number) {
  const [{ ticket_order_id: orderId }] = (await api.db.query<{ ticket_order_id: number }>(
    `INSERT INTO ticket_orders (account_id, order_number, rodeo, quantity, amount, ordered_at)
     SELECT account_id, 'T-' || md5(random()::text), rodeo_id, $2, 1000, now() FROM rodeos WHERE rodeo_id = $1
     RETURNING ticket_order_id`,
    [rodeoId, quantity],
  )) as [{ ticket_order_id: number }];
  await issueTickets(api.db, orderId);
  return { orderId, tickets: await codesOf(api, orderId) };
}
