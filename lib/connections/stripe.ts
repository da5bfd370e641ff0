import { hasAccess } from '../protocol/access.ts';
import type { StripeConnection } from '../protocol/stripe.ts';
import { STATEMENT_DESCRIPTOR_MAX, STRIPE_MANAGE_ACCESS, STRIPE_STRING_MAX } from '../protocol/stripe-ref.ts';
import { stripeEnglish, type StripeStoreTexts } from './stripe-texts.ts';

/** Whether the server lets this level connect, edit and delete (stripe-ref.ts); read and list need less. */
export const canManageStripe = (access: number | undefined): boolean =>
  hasAccess(access, STRIPE_MANAGE_ACCESS);

/** Where Stripe posts a connection's events, below the API server's origin (docs/connections.md). */
/**
 * How a Stripe account is named on screen: its statement descriptor, else the last characters of its
 * Stripe id, which is all a user needs to match it in Stripe's dashboard (docs/behaviour.md#screens, profile).
 * The functions here that say something take the texts of the view's language last
 * (lib/connections/stripe-texts.ts), English when none are given.
 */
export const stripeAccountName = (
  connection: Pick<StripeConnection, 'stripe_account_id' | 'statement_descriptor'>,
  t: StripeStoreTexts = stripeEnglish(),
): string =>
  connection.statement_descriptor || t.accountEnding({ last: connection.stripe_account_id.slice(-4) });

export const STRIPE_WEBHOOK_PATH = '/webhooks/stripe';

/**
 * The endpoint URL an operator enters in the Stripe Dashboard for this connection: on the API server, which
 * is the page's own origin unless the console is configured with another `apiBase`.
 */
export const stripeWebhookUrl = (apiBase: string, connectionId: number, pageOrigin: string): string =>
  new URL(`${apiBase.replace(/\/+$/, '')}${STRIPE_WEBHOOK_PATH}/${connectionId}`, pageOrigin).href;

/** What Stripe (or the simulator) appends to the return address (docs/behaviour.md#screens). */
export const STRIPE_RETURN_PARAMS = ['code', 'state', 'error', 'error_description'] as const;

export type StripeReturn =
  | { kind: 'none' }
  | { kind: 'code'; code: string; state: string }
  | { kind: 'cancelled' }
  | { kind: 'error'; description: string };

/** Reads a return from the provider out of an address's query; anything else is 'none'. */
export function readStripeReturn(href: string): StripeReturn {
  const params = new URL(href).searchParams;
  const error = params.get('error');
  if (error === 'access_denied') return { kind: 'cancelled' };
  if (error) return { kind: 'error', description: params.get('error_description') || error };
  const code = params.get('code');
  const state = params.get('state');
  return code && state ? { kind: 'code', code, state } : { kind: 'none' };
}

/** The address without the provider's parameters: what the address bar keeps, so a reload replays nothing. */
export function withoutStripeReturn(href: string): string {
  const url = new URL(href);
  for (const name of STRIPE_RETURN_PARAMS) url.searchParams.delete(name);
  return url.href;
}

/** Where the provider sends the browser back: this page, without a fragment (OAuth forbids one). */
export const returnAddress = (href: string): string => withoutStripeReturn(href).replace(/#.*$/, '');

/** A fresh state for each connect (docs/behaviour.md#states): 128 random bits as hex; getRandomValues needs no secure context. */
export function randomState(random: Pick<Crypto, 'getRandomValues'> = globalThis.crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The fields of a Stripe connection its edit form changes, with docs/behaviour.md#validation's limits;
 * each field's label is the texts' key of its name (lib/connections/stripe-texts.ts).
 */
export const STRIPE_TEXT_FIELDS = [
  { name: 'statement_descriptor', max: STATEMENT_DESCRIPTOR_MAX },
  { name: 'publishable_key', max: STRIPE_STRING_MAX },
  { name: 'secret_key', max: STRIPE_STRING_MAX },
  { name: 'webhook_secret', max: STRIPE_STRING_MAX },
  { name: 'publishable_test_key', max: STRIPE_STRING_MAX },
  { name: 'secret_test_key', max: STRIPE_STRING_MAX },
  { name: 'webhook_test_secret', max: STRIPE_STRING_MAX },
] as const;

export type StripeTextField = (typeof STRIPE_TEXT_FIELDS)[number]['name'];

export type StripeFormValues = Record<StripeTextField, string> & {
  is_active: boolean;
  create_products: boolean;
};

/**
 * Saves what changed over `base`; resolves to the problem to show, or null once saved. A save someone
 * else's overtook hands their version to `onStale` (elements/stripe-connections/stripe-edit-dialog.tsx).
 */
export type StripeSave = (
  base: StripeConnection,
  values: StripeFormValues,
  onStale: (current: StripeConnection) => void,
) => Promise<string | null>;

export const stripeFormValues = (connection: StripeConnection): StripeFormValues => ({
  ...(Object.fromEntries(STRIPE_TEXT_FIELDS.map(({ name }) => [name, connection[name] ?? ''])) as Record<
    StripeTextField,
    string
  >),
  is_active: connection.is_active,
  create_products: connection.create_products,
});

export function validateStripeForm(
  values: StripeFormValues,
  t: StripeStoreTexts = stripeEnglish(),
): string | null {
  const long = STRIPE_TEXT_FIELDS.find(({ name, max }) => values[name].trim().length > max);
  return long ? t.tooLong({ field: t[long.name], max: long.max }) : null;
}

/**
 * Only what the user changed goes to the server: secrets come back masked, and an untouched masked value
 * must not be sent (the server would take any other text containing '•' as an error). An emptied
 * statement descriptor is null.
 */
export function stripeChanges(
  connection: StripeConnection,
  values: StripeFormValues,
): Partial<Omit<StripeFormValues, 'statement_descriptor'>> & { statement_descriptor?: string | null } {
  const before = stripeFormValues(connection);
  const changes: Record<string, string | boolean | null> = {};
  for (const { name } of STRIPE_TEXT_FIELDS) {
    const value = values[name].trim();
    if (value !== before[name]) changes[name] = name === 'statement_descriptor' && !value ? null : value;
  }
  for (const name of ['is_active', 'create_products'] as const) {
    if (values[name] !== before[name]) changes[name] = values[name];
  }
  return changes;
}
