import type { Db } from '../db/db.ts';
import { badRequest } from '../http/failure.ts';
import { issuesText } from '../http/issues.ts';
import type { z } from '../../lib/protocol/z.ts';
import { issueTickets, voidRefundedTickets } from '../tickets/issue.ts';
import { queueTicketMail } from '../tickets/mail-job.ts';
import {
  chargeSchema,
  checkoutSessionSchema,
  type Charge,
  type CheckoutSession,
  type StripeEvent,
} from './stripe-event.ts';

/** The connection an event arrived for: the order goes to its account. */
export interface EventConnection {
  stripe_connection_id: number;
  account_id: number;
}

export interface EventOutcome {
  /** True when this event id was handled before: nothing changed this time. */
  duplicate: boolean;
  outcome: string;
  ticket_order_id?: number;
  order_number?: string;
}

/** Types that make an order: a card payment completes the session; a delayed one succeeds later. */
const ORDER_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const REFUND_EVENT = 'charge.refunded';

function parseObject<T>(schema: z.ZodMiniType<T>, event: StripeEvent): T {
  const parsed = schema.safeParse(event.data.object);
  if (!parsed.success) {
    throw badRequest(
      issuesText(parsed.error.issues.map((issue) => ({ ...issue, path: ['data', 'object', ...issue.path] }))),
    );
  }
  return parsed.data;
}

/**
 * Serialises the events of one payment (its order, its refunds) until the transaction ends, so that a refund
 * delivered while its order is being made is either seen by that order or sees it: never neither.
 */
const lockPayment = (tx: Db, paymentId: string) =>
  tx.query("SELECT pg_advisory_xact_lock(hashtext('stripe-payment:' || $1))", [paymentId]);

/**
 * Raises the order's refunded amount to what Stripe says is refunded in all (never lowers it: deliveries
 * may arrive out of order); a full refund makes the order 'refunded' and voids its tickets.
 */
async function applyRefund(tx: Db, ticketOrderId: number, refunded: number): Promise<void> {
  await tx.query(
    `UPDATE ticket_orders
        SET refunded_amount = LEAST(amount, GREATEST(refunded_amount, $2)),
            refunded_at = CASE WHEN $2 > refunded_amount THEN now() ELSE refunded_at END,
            status = CASE WHEN LEAST(amount, GREATEST(refunded_amount, $2)) >= amount AND amount > 0
                          THEN 'refunded' ELSE status END,
            updated_at = now()
      WHERE ticket_order_id = $1`,
    [ticketOrderId, refunded],
  );
  await voidRefundedTickets(tx, ticketOrderId);
}

/** What recording an order does beyond its row: its tickets are mailed when a mail server is configured. */
export interface OrderOptions {
  mailTickets: boolean;
}

async function recordOrder(
  tx: Db,
  connection: EventConnection,
  session: CheckoutSession,
  options: OrderOptions,
): Promise<EventOutcome> {
  if (session.payment_status !== 'paid') {
    return { duplicate: false, outcome: `ignored: the session is ${session.payment_status}, not paid yet` };
  }
  const rodeoId = Number(session.metadata.rodeo_id);
  const [rodeo] = await tx.query<{ rodeo_id: number }>(
    'SELECT rodeo_id FROM rodeos WHERE rodeo_id = $1 AND account_id = $2',
    [rodeoId, connection.account_id],
  );
  // Another account's rodeo answers like a missing one: the event says nothing of other accounts.
  if (!rodeo) {
    throw badRequest(`data.object.metadata.rodeo_id: no rodeo ${rodeoId} in this connection’s account`);
  }
  await lockPayment(tx, session.payment_intent);
  const [{ id }] = (await tx.query<{ id: number }>(
    "SELECT nextval(pg_get_serial_sequence('ticket_orders', 'ticket_order_id'))::int AS id",
  )) as [{ id: number }];
  const [created] = await tx.query<{ ticket_order_id: number; order_number: string }>(
    `INSERT INTO ticket_orders (ticket_order_id, account_id, order_number, rodeo, buyer_name, buyer_email,
                                quantity, amount, currency, status, stripe_payment_id, stripe_session_id,
                                stripe_connection_id, ordered_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'paid', $10, $11, $12, to_timestamp($13))
     ON CONFLICT (account_id, stripe_session_id) DO NOTHING
     RETURNING ticket_order_id, order_number`,
    [
      id,
      connection.account_id,
      `WEB-${id}`,
      rodeoId,
      session.customer_details?.name ?? null,
      session.customer_details?.email ?? null,
      Number(session.metadata.quantity),
      session.amount_total,
      session.currency.toUpperCase(),
      session.payment_intent,
      session.id,
      connection.stripe_connection_id,
      session.created,
    ],
  );
  if (!created) {
    // Another event of the same session (completed, then async_payment_succeeded) made it already.
    const [existing] = await tx.query<{ ticket_order_id: number; order_number: string }>(
      'SELECT ticket_order_id, order_number FROM ticket_orders WHERE account_id = $1 AND stripe_session_id = $2',
      [connection.account_id, session.id],
    );
    return { duplicate: false, outcome: 'the order of this session exists already', ...existing };
  }
  await issueTickets(tx, created.ticket_order_id);
  // A refund delivered before its order waited in the event log: apply it now.
  const [waiting] = await tx.query<{ refunded: number | null }>(
    `SELECT max(refunded_amount) AS refunded FROM stripe_webhook_events
      WHERE stripe_connection_id = $1 AND payment_id = $2 AND type = $3`,
    [connection.stripe_connection_id, session.payment_intent, REFUND_EVENT],
  );
  if (waiting?.refunded) await applyRefund(tx, created.ticket_order_id, waiting.refunded);
  if (options.mailTickets && session.customer_details?.email) {
    await queueTicketMail(tx, {
      accountId: connection.account_id,
      userId: null,
      ticketOrderId: created.ticket_order_id,
      once: 'ordered',
    });
  }
  return { duplicate: false, outcome: 'order recorded', ...created };
}

async function recordRefund(
  tx: Db,
  connection: EventConnection,
  event: StripeEvent,
  charge: Charge,
): Promise<EventOutcome> {
  const paymentId = charge.payment_intent ?? charge.id;
  await lockPayment(tx, paymentId);
  await tx.query(
    'UPDATE stripe_webhook_events SET payment_id = $3, refunded_amount = $4 WHERE stripe_connection_id = $1 AND event_id = $2',
    [connection.stripe_connection_id, event.id, paymentId, charge.amount_refunded],
  );
  const [order] = await tx.query<{ ticket_order_id: number; order_number: string; currency: string }>(
    `SELECT ticket_order_id, order_number, currency FROM ticket_orders
      WHERE account_id = $1 AND stripe_payment_id = $2 FOR UPDATE`,
    [connection.account_id, paymentId],
  );
  if (!order) return { duplicate: false, outcome: 'kept: no ticket order for this payment (yet)' };
  if (order.currency !== charge.currency.toUpperCase()) {
    throw badRequest(
      `data.object.currency: the charge is in ${charge.currency.toUpperCase()}, its order in ${order.currency}`,
    );
  }
  await applyRefund(tx, order.ticket_order_id, charge.amount_refunded);
  return {
    duplicate: false,
    outcome: 'refund recorded',
    ticket_order_id: order.ticket_order_id,
    order_number: order.order_number,
  };
}

/**
 * Handles a verified event exactly once: its id goes into the event log and the order it makes or changes
 * is written in the same transaction, so a second delivery finds the id and changes nothing, and a failure
 * leaves neither (docs/connections.md, "Ticket orders from Stripe").
 */
export function handleStripeEvent(
  db: Db,
  connection: EventConnection,
  event: StripeEvent,
  options: OrderOptions,
): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx.query(
      `INSERT INTO stripe_webhook_events (stripe_connection_id, event_id, account_id, type, livemode, outcome)
       VALUES ($1, $2, $3, $4, $5, 'received')
       ON CONFLICT (stripe_connection_id, event_id) DO NOTHING RETURNING event_id`,
      [connection.stripe_connection_id, event.id, connection.account_id, event.type, event.livemode],
    );
    if (!fresh) return { duplicate: true, outcome: 'already received: nothing changed' };
    const result = ORDER_EVENTS.has(event.type)
      ? await recordOrder(tx, connection, parseObject(checkoutSessionSchema, event), options)
      : event.type === REFUND_EVENT
        ? await recordRefund(tx, connection, event, parseObject(chargeSchema, event))
        : { duplicate: false, outcome: 'ignored: not an event ticket orders use' };
    await tx.query(
      'UPDATE stripe_webhook_events SET outcome = $3, ticket_order_id = $4 WHERE stripe_connection_id = $1 AND event_id = $2',
      [connection.stripe_connection_id, event.id, result.outcome, result.ticket_order_id ?? null],
    );
    return result;
  });
}
