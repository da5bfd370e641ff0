import { params } from '@nanostores/i18n';
import { defineTexts, type TextsOf, englishOf } from '../i18n/catalog.ts';

// What the Stripe connections' store and helpers say (lib/connections/stripe-store.ts, stripe.ts):
// toasts, the callback's error, the edit form's field labels and its check, and an account's name
// without a descriptor. docs/behaviour.md#states, #validation and #messages quote the English word for
// word; the two texts about editing are the kit's own (the spec has no edit). The view's own words are
// in elements/stripe-connections/texts.ts.
export const en = {
  loadFailed: 'Failed to load Stripe connections',
  connectFailed: 'Failed to connect to Stripe',
  reconnectFailed: 'Failed to reconnect to Stripe',
  deleteFailed: 'Failed to delete connection',
  callbackFailed: 'Failed to process Stripe callback',
  noRedirect: 'No redirect URL received from Stripe',
  connected: 'Stripe connection successful!',
  cancelled: 'Stripe connection was cancelled',
  deleted: 'Stripe connection deleted successfully',
  updateFailed: 'Failed to update Stripe connection',
  updated: 'Stripe connection updated successfully',
  providerError: params('Stripe connection error: {description}'),
  accountEnding: params('Stripe account ending {last}'),
  tooLong: params('{field} must be at most {max} characters'),
  statement_descriptor: 'Statement descriptor',
  publishable_key: 'Publishable key',
  secret_key: 'Secret key',
  webhook_secret: 'Webhook secret',
  publishable_test_key: 'Publishable test key',
  secret_test_key: 'Secret test key',
  webhook_test_secret: 'Webhook test secret',
};

export const stripeStoreTexts = defineTexts('stripe-store', en, { es: () => import('./stripe-texts.es.ts') });

export type StripeStoreTexts = TextsOf<typeof stripeStoreTexts>;

/** The English texts, which lib code falls back to when a caller passes none. */
export const stripeEnglish = englishOf(stripeStoreTexts);
