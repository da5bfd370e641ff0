import { count, params } from '@nanostores/i18n';
import { defineTexts, type TextsOf } from '../../../lib/i18n/catalog.ts';

// The dashboard's cards' own sentences (docs/behaviour.md#screens quotes the English): they load with the
// dashboard, the host's first screen carries none of them.
export const en = {
  firstVisit: 'Your first visit in this browser: changes of the last 7 days.',
  changesSince: params('Changes since {date}'),
  noRodeos: 'No rodeos coming up.',
  noBroadcasts: 'No broadcasts are scheduled.',
  serviceConnections: count({ one: 'service connection', other: 'service connections' }),
  activeOf: params('{active} of {total}'),
  stripeActive: count({ one: 'Stripe account active', other: 'Stripe accounts active' }),
  stripeLive: count({ one: 'Stripe account in live mode', other: 'Stripe accounts in live mode' }),
};

export const dashboardTexts = defineTexts('dashboard', en, { es: () => import('./texts.es.ts') });

export type DashboardTexts = TextsOf<typeof dashboardTexts>;
