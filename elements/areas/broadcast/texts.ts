import { params } from '@nanostores/i18n';
import { defineTexts, type TextsOf } from '../../../lib/i18n/catalog.ts';

// A broadcast's delivery report (docs/jobs.md; its specs quote the English). The broadcast's own fields,
// channel and status come from the area's words (lib/resources/localize.ts).
export const en = {
  title: 'Delivery report',
  titleOf: params('Delivery report: {title}'),
  back: 'Back to the calendar',
  scheduledFor: 'Scheduled for',
  audience: 'Audience',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Cancelled',
  stillToGo: 'Still to go',
  unsubscribedSince: 'Unsubscribed since',
  whyFailed: 'Why deliveries failed',
  noneFailed: 'No delivery failed.',
  reason: 'Reason',
  contacts: 'Contacts',
  recipients: 'Recipients',
  noRecipients: 'Nobody was sent this broadcast yet: its audience is chosen when it starts.',
  firstOf: params('The first {shown} of {total} recipients, in the order they were queued.'),
  contact: 'Contact',
  address: 'Address',
  noAddress: 'None for this channel',
  delivery: 'Delivery',
  unsubscribedLater: ' · unsubscribed since',
  whyItFailed: 'Why it failed',
  cancelSending: 'Cancel sending',
  sentAt: 'Sent',
  // A delivery's state (server/broadcasts/send-job.ts), in the words its badge showed in English.
  statusQueued: 'Queued',
  statusSending: 'Sending',
  statusSent: 'Sent',
  statusFailed: 'Failed',
  statusCancelled: 'Cancelled',
};

export const reportTexts = defineTexts('broadcast-report', en, { es: () => import('./texts.es.ts') });

export type ReportTexts = TextsOf<typeof reportTexts>;
