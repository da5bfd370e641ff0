import { params } from '@nanostores/i18n';
import { defineTexts } from '../../lib/i18n/catalog.ts';

// The merge of a stale save (docs/behaviour.md#conflicts quotes the English): it loads with the merge view,
// and so does this catalog.
export const en = {
  region: 'Changes saved by someone else',
  intro: params(
    'Someone else saved this {one} while you were editing it. Choose for each field below whether to keep yours or take theirs, then save again.',
  ),
  theirs: 'Theirs',
  yours: 'Yours',
  whoseValue: params('{field}: whose value to keep'),
  keepMine: 'Keep mine',
  takeTheirs: 'Take theirs',
  keepAllMine: 'Keep all mine',
  takeAllTheirs: 'Take all theirs',
  apply: 'Apply to the form',
  yes: 'Yes',
  no: 'No',
  empty: '(empty)',
};

export const conflictTexts = defineTexts('ui-conflict', en, { es: () => import('./conflict-texts.es.ts') });
