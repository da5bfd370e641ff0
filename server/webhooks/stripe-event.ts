import { NAME_MAX } from '../../lib/protocol/fields.ts';
import { z } from '../../lib/protocol/z.ts';

/**
 * The parts of a Stripe event and of the objects it carries that a ticket order needs, as Stripe's API
 * reference shapes them. Anything else in the body is ignored.
 */
export const stripeEventSchema = z.object({
  id: z.string().check(z.regex(/^evt_[A-Za-z0-9_]{1,200}$/, 'Expected a Stripe event id (evt_...)')),
  type: z.string().check(z.regex(/^[a-z_.]{1,100}$/, 'Expected a Stripe event type')),
  livemode: z.boolean(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type StripeEvent = z.infer<typeof stripeEventSchema>;

const currency = z.string().check(z.regex(/^[A-Za-z]{3}$/, 'Expected a 3-letter currency code'));
const cents = z.int().check(z.minimum(0), z.maximum(2_147_483_647));
const paymentIntent = z
  .string()
  .check(z.regex(/^pi_[A-Za-z0-9_]{1,250}$/, 'Expected a PaymentIntent id (pi_...)'));

/** A Checkout Session (`checkout.session.completed`); the property site puts the rodeo and the tickets in metadata. */
export const checkoutSessionSchema = z.object({
  id: z.string().check(z.regex(/^cs_[A-Za-z0-9_]{1,250}$/, 'Expected a Checkout Session id (cs_...)')),
  payment_intent: paymentIntent,
  payment_status: z.string(),
  amount_total: cents,
  currency,
  created: z.int().check(z.minimum(0)),
  customer_details: z.nullish(
    z.object({
      name: z.nullish(z.string().check(z.maxLength(NAME_MAX))),
      email: z.nullish(z.string().check(z.maxLength(254))),
    }),
  ),
  // Stripe keeps metadata values as strings.
  metadata: z.object({
    rodeo_id: z.string().check(z.regex(/^[1-9]\d{0,8}$/, 'Expected the id of a rodeo')),
    quantity: z.string().check(z.regex(/^[1-9]\d{0,3}$/, 'Expected a number of tickets from 1 to 9999')),
  }),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** A Charge (`charge.refunded`): `amount_refunded` is the total refunded so far, however many refunds. */
export const chargeSchema = z.object({
  id: z.string().check(z.regex(/^(ch|py)_[A-Za-z0-9_]{1,250}$/, 'Expected a Charge id (ch_...)')),
  payment_intent: z.nullish(paymentIntent),
  amount: cents,
  amount_refunded: cents,
  currency,
});
export type Charge = z.infer<typeof chargeSchema>;
