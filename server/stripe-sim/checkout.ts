import type { Hono } from 'hono';
import type { Deps } from '../http/dispatch.ts';
import type { StripeRow } from '../stripe/rows.ts';
import { findConnectionById, webhookSecret } from '../stripe/webhook-secret.ts';
import { STRIPE_WEBHOOK_PATH } from '../../lib/connections/stripe.ts';
import { stripeSignatureHeader } from '../webhooks/stripe-signature.ts';
import { checkoutLinkFields, type CheckoutLink } from './checkout-link.ts';
import type { SimEvent } from './events.ts';
import type { SimTexts } from './texts.ts';

/** Why a link cannot be paid, in the words of a page's language (or the API's English). */
export type CheckoutProblem = (t: SimTexts) => string;

export interface CheckoutRodeo {
  rodeo_id: number;
  name: string;
  starts_on: string;
  venue: string | null;
  city: string | null;
  state: string | null;
}

/** A signed link checked against the database: who is paid, for which rodeo, how many tickets at what price. */
export interface Checkout {
  connection: StripeRow;
  secret: string;
  accountName: string;
  rodeo: CheckoutRodeo;
  quantity: number;
  /** Cents per ticket. */
  price: number;
  /** Lowercase, as Stripe writes it. */
  currency: string;
  /** The signed link's fields, which the payment form sends back. */
  linkFields: Record<string, string>;
}

/**
 * Whether a link would go through now, or what stands in its way in words the account's staff can act on:
 * the connection and the rodeo may have changed since the console signed it.
 */
export async function readCheckout(
  { db, keys }: Pick<Deps, 'db' | 'keys'>,
  link: CheckoutLink,
): Promise<Checkout | { problem: CheckoutProblem }> {
  const connection = await findConnectionById(db, link.connection);
  if (!connection) return { problem: (t) => t.connectionGone };
  if (!connection.is_active) return { problem: (t) => t.connectionInactive };
  if (connection.livemode) return { problem: (t) => t.liveMode };
  const secret = webhookSecret(keys, connection, false);
  if (secret === '') {
    return { problem: (t) => t.noWebhookSecret };
  }
  const [rodeo] = await db.query<CheckoutRodeo & { status: string; account_name: string }>(
    `SELECT r.rodeo_id, r.name, r.starts_on::text AS starts_on, r.venue, r.city, r.state, r.status,
            a.account_name
       FROM rodeos r JOIN accounts a USING (account_id)
      WHERE r.rodeo_id = $1 AND r.account_id = $2`,
    [link.rodeo, connection.account_id],
  );
  // A draft is not public: it reads as no rodeo at all, its name never shown (docs/security.md).
  if (!rodeo || rodeo.status === 'draft') return { problem: (t) => t.noRodeo };
  if (rodeo.status === 'cancelled') return { problem: (t) => t.notOnSale(rodeo.name, rodeo.status) };
  const { account_name: accountName, status: _status, ...shown } = rodeo;
  const { quantity, price, currency } = link;
  const linkFields = checkoutLinkFields(keys, link);
  return { connection, secret, accountName, rodeo: shown, quantity, price, currency, linkFields };
}

export interface Delivery {
  ok: boolean;
  orderNumber?: string;
  detail?: string;
}

/**
 * Sends a signed event to the connection's webhook endpoint as Stripe would: through this server's own HTTP
 * routes, so it meets the signature check, the replay guard and the order code unchanged.
 */
export async function deliverEvent(
  app: Hono,
  checkout: Pick<Checkout, 'connection' | 'secret'>,
  event: SimEvent,
): Promise<Delivery> {
  const body = JSON.stringify(event);
  const response = await app.request(`${STRIPE_WEBHOOK_PATH}/${checkout.connection.stripe_connection_id}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': stripeSignatureHeader(checkout.secret, Math.floor(Date.now() / 1000), body),
    },
    body,
  });
  const packet = (await response.json()) as {
    payload?: { order_number?: string };
    errors?: { detail?: string; title?: string }[];
  };
  return response.ok
    ? { ok: true, orderNumber: packet.payload?.order_number }
    : { ok: false, detail: packet.errors?.[0]?.detail ?? packet.errors?.[0]?.title };
}
