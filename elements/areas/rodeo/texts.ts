import { params } from '@nanostores/i18n';
import { defineTexts } from '../../../lib/i18n/catalog.ts';

// A rodeo's live gate counts (docs/tickets.md, the gate; its specs quote the English), on the rodeo's
// screen and the dashboard's card.
export const en = {
  atTheGates: 'At the gates',
  loading: 'Loading the gate counts…',
  admitted: 'Admitted',
  notArrived: 'Not yet arrived',
  atGate: params('At {gate}'),
};

export const gateCountTexts = defineTexts('rodeo-gates', en, { es: () => import('./texts.es.ts') });
