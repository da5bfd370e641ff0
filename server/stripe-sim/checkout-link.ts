import type { Keys } from '../keys.ts';
import { linkSigner, SIGNATURE } from '../secrets/link-signature.ts';
import { SIM_CHECKOUT_PATH } from './checkout-page.ts';

/** How long a link the console signed opens the test checkout (docs/connections.md). */
export const CHECKOUT_LINK_DAYS = 30;

/** What a signed link fixes: who is paid, for which rodeo, how many tickets at what price, until when. */
export interface CheckoutLink {
  connection: number;
  rodeo: number;
  quantity: number;
  /** Cents per ticket. */
  price: number;
  /** Lowercase, as Stripe writes it. */
  currency: string;
  /** Seconds since the epoch. */
  expires: number;
}

const signer = linkSigner('console-kit simulator checkout v1');
type Values = Record<keyof CheckoutLink, string>;
const FORMAT: Record<keyof CheckoutLink, RegExp> = {
  connection: /^\d{1,10}$/,
  rodeo: /^\d{1,10}$/,
  quantity: /^\d{1,9}$/,
  price: /^\d{1,9}$/,
  currency: /^[a-z]{3}$/,
  expires: /^\d{1,12}$/,
};
const FIELDS = Object.keys(FORMAT) as (keyof CheckoutLink)[];

// Every field in a fixed order, each of a format that cannot hold the separator: one text per link.
const message = (values: Values): string => FIELDS.map((field) => values[field]).join('\n');

/** The fields of a signed link, as the link's query and the payment form carry them. */
export function checkoutLinkFields(keys: Keys, link: CheckoutLink): Record<string, string> {
  const values = Object.fromEntries(FIELDS.map((field) => [field, String(link[field])])) as Values;
  return { ...values, sig: signer.sign(keys, message(values)) };
}

export const checkoutLinkUrl = (origin: string, keys: Keys, link: CheckoutLink): string =>
  `${origin}${SIM_CHECKOUT_PATH}?${new URLSearchParams(checkoutLinkFields(keys, link))}`;

/**
 * The link a request carries, when the console signed exactly these values and the link has not expired;
 * otherwise undefined, whatever the reason, so that a refusal tells nothing about what a link names.
 */
export function readCheckoutLink(
  keys: Keys,
  read: (name: string) => string | undefined,
  now = Date.now(),
): CheckoutLink | undefined {
  const values = Object.fromEntries(FIELDS.map((field) => [field, read(field) ?? ''])) as Values;
  const sig = read('sig') ?? '';
  const wellFormed = FIELDS.every((field) => FORMAT[field].test(values[field])) && SIGNATURE.test(sig);
  if (!wellFormed || !signer.verify(keys, message(values), sig)) return undefined;
  const link: CheckoutLink = {
    connection: Number(values.connection),
    rodeo: Number(values.rodeo),
    quantity: Number(values.quantity),
    price: Number(values.price),
    currency: values.currency,
    expires: Number(values.expires),
  };
  return link.expires * 1000 > now ? link : undefined;
}
