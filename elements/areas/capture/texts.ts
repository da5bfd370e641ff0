import { params } from '@nanostores/i18n';
import { defineTexts } from '../../../lib/i18n/catalog.ts';

// Captured Data's chart (docs/behaviour.md#screens; its spec quotes the English). The screen's title is the
// area's (lib/resources/capture.area.ts), in the areas' words.
export const en = {
  loading: 'Loading…',
  chartFailed: 'The chart could not be loaded',
  perDayOver: params('Submissions per form per day, last {days} days: {total} in all'),
  noneIn: params('No submissions in the last {days} days.'),
  forms: 'Forms',
  perDay: 'Submissions per form per day',
  day: 'Day',
  ofForm: params('{day}: {count} {form}'),
};

export const captureTexts = defineTexts('capture', en, { es: () => import('./texts.es.ts') });
