import { count, params } from '@nanostores/i18n';
import { defineTexts, type TextsOf, englishOf } from '../i18n/catalog.ts';

// What a rodeo sync run says (docs/behaviour.md#states quotes the English): its task in the status bar and
// how it ended (lib/rodeo-sync/run-sync.ts). Counts stay as the server gives them, as the spec writes them.
export const en = {
  fromFeed: 'Rodeos and contestants from the rodeo feed',
  counts: params('{created} created, {updated} updated, {unchanged} unchanged, {failed} failed'),
  failedRows: count({ one: '{count} failed row', other: '{count} failed rows' }),
  finishedWith: params("Sync finished with {rows}: {counts}. The run's errors list them."),
  finished: params('Sync finished: {counts}.'),
  failedBecause: params('Sync failed: {reason}'),
  noReason: 'no reason given',
  syncFailed: 'The sync failed',
  couldNotStart: 'The sync could not start',
};

export const syncTexts = defineTexts('rodeo-sync', en, { es: () => import('./sync-texts.es.ts') });

export type SyncTexts = TextsOf<typeof syncTexts>;

/** The English texts, which lib code falls back to when a caller passes none. */
export const syncEnglish = englishOf(syncTexts);
