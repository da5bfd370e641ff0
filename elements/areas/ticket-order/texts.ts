import { params } from '@nanostores/i18n';
import { defineTexts, type TextsOf } from '../../../lib/i18n/catalog.ts';

// A ticket order's own screen (docs/behaviour.md, ticket orders; its spec quotes the English): its tickets,
// their state as a gate would answer, Resend and Void. The order's fields are the area's words.
export const en = {
  title: params('Ticket order {number}'),
  order: params('order {number}'),
  back: 'Back to the orders',
  tickets: 'Tickets',
  resend: 'Resend tickets',
  noTickets: 'This order has no tickets.',
  admission: 'Admission',
  state: 'State',
  actions: 'Actions',
  void: 'Void',
  voidTicket: 'Void ticket',
  admissionOf: params('Admission {admission} of {count}'),
  voidAdmission: params('Void admission {admission} of {count}'),
  voidQuestion: params(
    'Void admission {admission} of {count} of {order}? Gates refuse it from now on; this cannot be undone.',
  ),
  voided: params('{admission} of {order} is voided: gates refuse it'),
  resent: params('The tickets of {order} are queued to be emailed again'),
  refunded: 'Refunded',
  voidedState: 'Voided',
  admittedAt: params('Admitted {date} at {gate}'),
  aGate: 'a gate',
  valid: 'Valid',
};

export const orderTexts = defineTexts('ticket-order', en, { es: () => import('./texts.es.ts') });

export type OrderTexts = TextsOf<typeof orderTexts>;
