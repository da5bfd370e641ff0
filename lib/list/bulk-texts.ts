import { params } from '@nanostores/i18n';
import { defineTexts, type TextsOf, englishOf } from '../i18n/catalog.ts';

// What a bulk action's task and toast say once it ran (docs/behaviour.md#lists quotes the English):
// lib/list/bulk-run.ts and bulk-undo.ts write them with these.
export const en = {
  task: params('{verb} {plural}'),
  deleted: 'Deleted',
  changed: 'Changed',
  done: params('{verb} {count}'),
  refused: params('{done}, {refused} refused ({reason})'),
  movedToTrash: params('{count} moved to the trash'),
  setOn: params('Set {field} on {count}'),
  putBack: params('{count} put back'),
};

export const bulkTexts = defineTexts('bulk-results', en, { es: () => import('./bulk-texts.es.ts') });

export type BulkTexts = TextsOf<typeof bulkTexts>;

/** The English texts, which lib code falls back to when a caller passes none. */
export const bulkEnglish = englishOf(bulkTexts);
