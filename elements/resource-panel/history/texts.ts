import { params } from '@nanostores/i18n';
import { defineTexts } from '../../../lib/i18n/catalog.ts';

// A record's History and Revisions (docs/behaviour.md#activity-and-history and "Revisions" quote the
// English): they load with the record trail, and so does this catalog.
export const en = {
  history: 'History',
  revisions: 'Revisions',
  byUser: params('by {user}'),
  emptyValue: '(empty)',
  historyOf: params('History of this {one}'),
  inEmbeddedPanel: ' in an embedded panel',
  loadingHistory: 'Loading history…',
  noChanges: 'No changes recorded yet.',
  onDate: params(' on {date}'),
  someoneUnknown: 'someone unknown',
  throughApiKey: ' through an API key',
  loadingRevisions: 'Loading revisions…',
  noRevisions: 'No revisions saved yet.',
  restoredTo: params('The {one} was restored to its version of {label}.'),
  revisionsOf: params('Revisions of this {one}'),
  compareVersions: 'Compare versions',
  olderVersion: 'Older version',
  newerVersion: 'Newer version',
  closeComparison: 'Close the comparison',
  diffLegendStart: 'Words only in the older version are ',
  struckThrough: 'struck through',
  diffLegendMiddle: '; words only in the newer one are ',
  underlined: 'underlined',
  sameVersion: 'These are the same version: pick another one to compare.',
  noDifference: 'No field differs between these versions.',
  field: 'Field',
  currentOption: params('{label} (current)'),
  savedBy: params('saved by {user}'),
  currentVersion: 'Current version',
  compareWithBefore: 'Compare with the version before',
  restoreVersion: 'Restore this version',
};

export const historyTexts = defineTexts('record-history', en, { es: () => import('./texts.es.ts') });
