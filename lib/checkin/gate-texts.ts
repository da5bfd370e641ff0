import { params } from '@nanostores/i18n';
import { defineTexts, type TextsOf, englishOf } from '../i18n/catalog.ts';

// What the gate says of a scan and of its copy of the tickets (docs/behaviour.md, the gate, and its spec
// quote the English): lib/checkin/answer-text.ts, gate-name.ts and the problems gate-store.ts records.
export const en = {
  admit: 'Admit',
  alreadyAdmitted: 'Already admitted',
  duplicate: 'Duplicate',
  refunded: 'Refunded',
  voided: 'Voided',
  otherRodeo: 'Other rodeo',
  forged: 'Not a ticket of this account',
  ticket: params('Ticket {id}'),
  admission: params(' · admission {admission}'),
  atTime: params('at {time}'),
  atGate: params('at {gate}'),
  firstElsewhere: params('{ticket}, let in here, was admitted first {where}: see Duplicates.'),
  orderRefunded: params('{ticket}: its order was refunded.'),
  staffVoided: params('{ticket}: staff voided it.'),
  forAnotherRodeo: 'This ticket is for another rodeo.',
  notSigned: 'The code is not one this account signed.',
  enterGateName: 'Enter the gate’s name.',
  notLoaded: 'The rodeo’s tickets could not be loaded.',
  noCopyYet: 'This device has no copy of the rodeo’s tickets yet: open this screen once with a signal.',
};

export const gateTexts = defineTexts('gate', en, { es: () => import('./gate-texts.es.ts') });

export type GateTexts = TextsOf<typeof gateTexts>;

/** The English texts, which lib code falls back to when a caller passes none. */
export const gateEnglish = englishOf(gateTexts);
