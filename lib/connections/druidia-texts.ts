import { params } from '@nanostores/i18n';
import { defineTexts, type TextsOf, englishOf } from '../i18n/catalog.ts';

// 'Service Connections' (docs/behaviour.md#screens, #validation and #messages quote the English word for
// word): the view, its dialog and rows, and the store's toasts and task texts (lib/connections/druidia-store.ts).
export const en = {
  title: 'Service Connections',
  connectService: 'Connect Service',
  loading: 'Loading...',
  none: 'No service connections found...',
  list: 'Service connections',
  deleteTitle: 'Delete connection',
  deleteMessage: params(
    'Delete the {service} connection? Requests to that service will stop working until it is connected again.',
  ),
  connectTitle: 'Connect a service',
  connect: 'Connect',
  connecting: 'Connecting...',
  service: 'Service',
  selectService: 'Select a service',
  connectedAt: params('Connected {date}'),
  testConnection: params('Test {service} connection'),
  shareConnection: params('Share {service} connection with account'),
  reconnect: params('Reconnect {service}'),
  deleteConnection: params('Delete {service} connection'),
  shared: 'Shared with Account',
  personal: 'Personal',
  other: 'Other User',
  image: 'Image',
  content: 'Content',
  product: 'Product',
  rodeo: 'Rodeo',
  contractor: 'Contractor',
  task: 'Task',
  loadFailed: 'Failed to load Druidia connections',
  connectFailed: 'Failed to connect to service',
  deleteFailed: 'Failed to delete connection',
  reconnectFailed: 'Failed to reconnect to service',
  shareFailed: 'Failed to share connection',
  selectAService: 'Please select a service to connect',
  allConnected: 'All available services are already connected',
  deleted: 'Connection deleted successfully',
  connected: params('Successfully connected to {service} service'),
  reconnected: params('Successfully reconnected to {service} service'),
  sharedWithAccount: params('Successfully shared {service} connection with account'),
  invalidId: 'Invalid connection ID',
  notFound: 'Connection not found',
  waiting: 'Waiting for the service',
  answered: params('The {service} service answered'),
  noAnswer: 'The service did not answer',
};

export const druidiaTexts = defineTexts('druidia-connections', en, {
  es: () => import('./druidia-texts.es.ts'),
});

export type DruidiaTexts = TextsOf<typeof druidiaTexts>;

/** The English texts, which lib code falls back to when a caller passes none. */
export const druidiaEnglish = englishOf(druidiaTexts);
