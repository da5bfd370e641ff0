import { params } from '@nanostores/i18n';
import { defineTexts, type TextsOf } from '../i18n/catalog.ts';

// What a list and an edit screen say of colleagues' changes (docs/behaviour.md#live-changes quotes the
// English): lib/live/record-notice.ts and lib/list/live-list.ts build the sentences with these.
export const en = {
  someone: 'Someone',
  changed: params('{who} changed this {one} {when}:'),
  deleted: params(
    '{who} deleted this {one} {when}. It cannot be saved any more; copy anything you need before you leave.',
  ),
  review: 'Review',
  twoNames: params('{first} and {second}'),
  moreNames: params('{first}, {second} and {more} more'),
  // One name or several: the English verb agrees ('has', 'have').
  oneAlsoOpen: params(
    '{list} also has this {one} open. Nothing is locked: if you both save, the second is asked to review.',
  ),
  severalAlsoOpen: params(
    '{list} also have this {one} open. Nothing is locked: if you both save, the second is asked to review.',
  ),
  outOfDate: 'This list may be out of date: changes made while you were offline could not be followed',
  newOrChanged: params('{count} new or changed'),
  show: 'Show',
};

export const liveTexts = defineTexts('live-changes', en, { es: () => import('./live-texts.es.ts') });

export type LiveTexts = TextsOf<typeof liveTexts>;
