import { NAME_MAX } from '../protocol/fields.ts';
import { ticketOrderArea } from './ticket-order.area.ts';
import { defineResource } from './define.ts';
import { datetime, email, enumOf, int, ref, text } from './field.ts';

export const TICKET_ORDER_STATUSES = ['paid', 'refunded', 'cancelled'] as const;

/**
 * Ticket orders as the property sites' Stripe checkouts record them (docs/connections.md, "Ticket orders
 * from Stripe"): read-only in the console, listed with filters, the totals of the filtered set (refunds
 * apart), and a CSV export; each opens at its own address with its tickets (docs/tickets.md, staff).
 */
export const ticketOrder = defineResource(ticketOrderArea, {
  label: 'Ticket Order',
  plural: 'Ticket Orders',
  fields: {
    order_number: text('Order', 32, { required: true }),
    rodeo: ref('Rodeo', 'rodeo'),
    buyer_name: text('Buyer', NAME_MAX),
    buyer_email: email('Buyer Email'),
    quantity: int('Tickets', 1, 10_000, { default: 1 }),
    amount: int('Amount', 0, 2_147_483_647, { default: 0, format: 'cents' }),
    currency: text('Currency', 3, { default: 'USD' }),
    status: enumOf('Status', TICKET_ORDER_STATUSES, { default: 'paid' }),
    /** Of `amount`, what Stripe has refunded so far (a partial refund leaves the order paid). */
    refunded_amount: int('Refunded', 0, 2_147_483_647, { default: 0, format: 'cents' }),
    refunded_at: datetime('Refunded On'),
    stripe_payment_id: text('Stripe Payment', 255),
    stripe_session_id: text('Stripe Checkout Session', 255),
    ordered_at: datetime('Ordered', { required: true }),
  },
  list: {
    columns: [
      'order_number',
      'ordered_at',
      'buyer_name',
      'quantity',
      'amount',
      'refunded_amount',
      'status',
      'rodeo',
    ],
    search: ['order_number', 'buyer_name', 'buyer_email', 'stripe_payment_id', 'stripe_session_id'],
    defaultSort: 'ordered_at',
    defaultOrder: 'desc',
    totals: { quantity: 'quantity', amount: 'amount', refunded: 'refunded_amount', currency: 'currency' },
    export: true,
  },
  form: {
    sections: [],
  },
  views: { recordView: 'detail' },
  server: {
    without: ['create', 'update', 'delete'],
  },
});
