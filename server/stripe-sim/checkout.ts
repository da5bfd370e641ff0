import type { Hono } from 'hono';
import type { Deps } from '../http/dispatch.ts';
import type { StripeRow } from '../stripe/rows.ts';
import { findConnectionById, webhookSecret } from '../stripe/webhook-secret.ts';
import { STRIPE_WEBHOOK_PATH } from '../../lib/connections/stripe.ts';
import { stripeSignatureHeader } from '../webhooks/stripe-signature.ts';
import type { SimEvent } from './events.ts';

/** What a property site's link may ask for: a few tickets at a price Stripe could charge (50 cents at least). */
export const CHECKOUT_LIMITS = { maxQuantity: 50, minPrice: 50, maxPrice: 100_000 } as const;

export interface CheckoutRodeo {
  rodeo_id: number;
  name: string;
  starts_on: string;
  venue: string | null;
  city: string | null;
  state: string | null;
}

/** A checkout link checked against the database: who is paid, for which rodeo, how many tickets at what price. */
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
}

export type CheckoutParams = Record<
  'connection' | 'rodeo' | 'quantity' | 'price' | 'currency',
  string | undefined
>;

const wholeNumber = (text: string | undefined): number | undefined =>
  text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : undefined;

/**
 * The link's values, or what is wrong with them in words a buyer or the site's author can act on. Nothing
 * is trusted from the link but what the database confirms: the connection, and a rodeo of its account.
 */
export async function readCheckout(
  deps: Deps,
  params: CheckoutParams,
): Promise<Checkout | { problem: string }> {
  const id = wholeNumber(params.connection);
  const connection = id === undefined ? undefined : await findConnectionById(deps.db, id);
  if (!connection)
    return { problem: 'This link names no Stripe connection of this server (connection=...).' };
  if (!connection.is_active) {
    return {
      problem: 'This Stripe connection is inactive: the account’s admins can turn it on in the console.',
    };
  }
  if (connection.livemode) {
    return { problem: 'The simulator takes test payments only, and this Stripe connection is in live mode.' };
  }
  const secret = webhookSecret(deps.keys, connection, false);
  if (secret === '') {
    return {
      problem:
        'This Stripe connection has no test webhook secret, so its payments could not reach the console: set one on the connection (Profile, Stripe Connections).',
    };
  }
  const rodeoId = wholeNumber(params.rodeo);
  const [rodeo] =
    rodeoId === undefined
      ? []
      : await deps.db.query<CheckoutRodeo & { status: string; account_name: string }>(
          `SELECT r.rodeo_id, r.name, r.starts_on::text AS starts_on, r.venue, r.city, r.state, r.status,
                  a.account_name
             FROM rodeos r JOIN accounts a USING (account_id)
            WHERE r.rodeo_id = $1 AND r.account_id = $2`,
          [rodeoId, connection.account_id],
        );
  // A draft is not public: it reads as no rodeo at all, its name never shown (docs/security.md).
  if (!rodeo || rodeo.status === 'draft')
    return { problem: 'This link names no rodeo of the account this Stripe connection belongs to.' };
  if (rodeo.status === 'cancelled') {
    return { problem: `Tickets for ${rodeo.name} are not on sale: the rodeo is ${rodeo.status}.` };
  }
  const quantity = wholeNumber(params.quantity ?? '1');
  if (!quantity || quantity > CHECKOUT_LIMITS.maxQuantity) {
    return { problem: `The number of tickets must be from 1 to ${CHECKOUT_LIMITS.maxQuantity}.` };
  }
  const price = wholeNumber(params.price);
  if (price === undefined || price < CHECKOUT_LIMITS.minPrice || price > CHECKOUT_LIMITS.maxPrice) {
    return {
      problem: `The ticket price must be given in cents (price=2800 for 28.00), from ${CHECKOUT_LIMITS.minPrice} to ${CHECKOUT_LIMITS.maxPrice}.`,
    };
  }
  const currency = (params.currency ?? 'usd').toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) return { problem: 'The currency must be a 3-letter code such as usd.' };
  const { account_name: accountName, status: _status, ...shown } = rodeo;
  return { connection, secret, accountName, rodeo: shown, quantity, price, currency };
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
