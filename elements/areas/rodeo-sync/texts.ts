import { params } from '@nanostores/i18n';
import { defineTexts } from '../../../lib/i18n/catalog.ts';

// Sync Rodeo Data (docs/behaviour.md#screens quotes the English); its title is the screen's, in the areas'
// words, and how a run ended is lib/rodeo-sync/sync-texts.ts.
export const en = {
  runSync: 'Run sync',
  syncing: 'Syncing…',
  lead: 'Pulls rodeos and contestants from the rodeo feed through your account’s rodeo service connection and updates them by their feed id; rows the feed gets wrong are skipped and listed. Progress shows in the status bar.',
  errorsOf: params('Errors of run {id}'),
  refusedRows: 'Refused rows',
};

export const syncViewTexts = defineTexts('rodeo-sync-view', en, { es: () => import('./texts.es.ts') });
