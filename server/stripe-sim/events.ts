import { createHash, randomBytes } from 'node:crypto';

// Stripe ids are a prefix and random letters and digits; hex is enough for the simulator's.
const simId = (prefix: string): string => `${prefix}_sim${randomBytes(12).toString('hex')}`;

const event = (type: string, object: Record<string, unknown>, created: number) => ({
  id: simId('evt'),
  object: 'event',
  api_version: '2024-06-20',
  created,
  livemode: false,
  pending_webhooks: 1,
  type,
  data: { object },
});
export type SimEvent = ReturnType<typeof event>;

/** A Checkout Session id for one visit of the checkout page, so that paying twice pays one session. */
export const newSessionId = (): string => simId('cs_test');

/** The session's PaymentIntent: the same for every submission of the same session. */
export const paymentIntentOf = (sessionId: string): string =>
  `pi_sim${createHash('sha256').update(sessionId).digest('hex').slice(0, 24)}`;

export interface SimPurchase {
  /** Default: a new session. */
  sessionId?: string;
  rodeoId: number;
  quantity: number;
  /** Cents per ticket. */
  unitAmount: number;
  /** Lowercase, as Stripe writes it. */
  currency: string;
  buyerName: string;
  buyerEmail: string;
}

/**
 * The `checkout.session.completed` event Stripe sends once a test card has paid a Checkout Session whose
 * metadata the property site filled with the rodeo and the number of tickets (docs/connections.md).
 */
export function checkoutCompletedEvent(purchase: SimPurchase, now = Date.now()): SimEvent {
  const created = Math.floor(now / 1000);
  const sessionId = purchase.sessionId ?? newSessionId();
  return event(
    'checkout.session.completed',
    {
      id: sessionId,
      object: 'checkout.session',
      mode: 'payment',
      status: 'complete',
      payment_status: 'paid',
      payment_intent: paymentIntentOf(sessionId),
      amount_subtotal: purchase.quantity * purchase.unitAmount,
      amount_total: purchase.quantity * purchase.unitAmount,
      currency: purchase.currency,
      created,
      livemode: false,
      customer_details: { name: purchase.buyerName, email: purchase.buyerEmail },
      metadata: { rodeo_id: String(purchase.rodeoId), quantity: String(purchase.quantity) },
    },
    created,
  );
}

/** The `charge.refunded` event of a payment: `amountRefunded` is the total refunded so far, as Stripe sends it. */
export function chargeRefundedEvent(
  payment: { paymentIntent: string; amount: number; amountRefunded: number; currency: string },
  now = Date.now(),
): SimEvent {
  const created = Math.floor(now / 1000);
  return event(
    'charge.refunded',
    {
      id: simId('ch'),
      object: 'charge',
      payment_intent: payment.paymentIntent,
      amount: payment.amount,
      amount_refunded: payment.amountRefunded,
      refunded: payment.amountRefunded >= payment.amount,
      currency: payment.currency,
      created,
      livemode: false,
    },
    created,
  );
}
