import { params } from '@nanostores/i18n';
import { defineTexts } from '../../lib/i18n/catalog.ts';

// 'Stripe Connections' (docs/behaviour.md#screens quotes the English): the list, each connection's row and
// its edit form. The store's toasts and messages, and the form's field labels, are in
// lib/connections/stripe-texts.ts.
export const en = {
  title: 'Stripe Connections',
  connect: 'Connect Stripe',
  redirecting: 'Redirecting...',
  loading: 'Loading...',
  none: 'No Stripe connections found...',
  list: 'Stripe connections',
  adminsOnly: params(
    'Connecting and changing Stripe accounts is for group admins (access level {level} and above).',
  ),
  deleteTitle: 'Delete Stripe connection',
  deleteMessage: params('Delete the connection to {name}? Its keys are removed from the console.'),
  delete: 'Delete',
  cancel: 'Cancel',
  close: 'Close',
  active: 'Active',
  inactive: 'Inactive',
  liveMode: 'Live mode',
  testMode: 'Test mode',
  publishable: 'Publishable',
  secret: 'Secret',
  webhookEndpoint: 'Webhook endpoint',
  updated: params('Updated {date}'),
  edit: params('Edit {name}'),
  reconnect: params('Reconnect {name}'),
  deleteName: params('Delete {name}'),
  saveChanges: 'Save Changes',
  saving: 'Saving...',
  masked: 'Shown masked; type a new value to replace it',
  connectionNoun: 'Stripe connection',
  createProducts: 'Create products',
  createsProducts: 'Creates products in Stripe',
  noProducts: 'Does not create products',
};

export const stripeTexts = defineTexts('stripe-connections', en, { es: () => import('./texts.es.ts') });
