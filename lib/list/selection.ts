import { atom, type ReadableAtom } from 'nanostores';
import { formatInteger } from '../format/number.ts';
import type { Locale } from '../i18n/locales.ts';

/**
 * A list's selection (docs/behaviour.md#lists): ids picked row by row (across pages), or every record
 * matching the list's query, which the server walks itself, so no id list is ever sent for those.
 */
export interface Selection {
  ids: readonly number[];
  /** Every record matching the current filters and search, whatever page shows. */
  allMatching: boolean;
}

export interface SelectionStore {
  $selection: ReadableAtom<Selection>;
  toggle(id: number): void;
  /** Selects the page's rows, or clears them when all of them are selected already. */
  togglePage(pageIds: readonly number[]): void;
  selectAllMatching(): void;
  clear(): void;
}

const NONE: Selection = { ids: [], allMatching: false };

/** What makes a list's records another set: its filters, the screen's scope, the search, its parameter. */
export interface ListQueryParts {
  filters: readonly unknown[];
  scope: readonly unknown[];
  search: string;
  params: Readonly<Record<string, number>>;
}

const queryKeyOf = ({ filters, scope, search, params }: ListQueryParts): string =>
  JSON.stringify([filters, scope, search, params]);

/**
 * Clears `selection` the moment the list's query changes (another account's users too): a selection of
 * the old records would act on the wrong ones. Only a change after this call clears: a row ticked right
 * after the list's first paint stays ticked, which a clear run as a React effect on mount did not ensure
 * (the effect could run after the tick, docs/behaviour.md#lists).
 */
export function clearOnNewQuery(selection: SelectionStore, $state: ReadableAtom<ListQueryParts>): () => void {
  let shown = queryKeyOf($state.get());
  return $state.listen((state) => {
    const key = queryKeyOf(state);
    if (key === shown) return;
    shown = key;
    selection.clear();
  });
}

export function createSelection(): SelectionStore {
  const $selection = atom<Selection>(NONE);
  const ids = () => $selection.get().ids;
  return {
    $selection,
    toggle(id) {
      const current = ids();
      $selection.set({
        allMatching: false,
        ids: current.includes(id) ? current.filter((other) => other !== id) : [...current, id],
      });
    },
    togglePage(pageIds) {
      const current = ids();
      const all = pageIds.length > 0 && pageIds.every((id) => current.includes(id));
      $selection.set({
        allMatching: false,
        ids: all
          ? current.filter((id) => !pageIds.includes(id))
          : [...current, ...pageIds.filter((id) => !current.includes(id))],
      });
    },
    selectAllMatching: () => $selection.set({ ids: ids(), allMatching: true }),
    clear: () => $selection.set(NONE),
  };
}

/**
 * A count as a sentence says it: '1,234', or 'more than 10,000' where the list stopped counting
 * (LIST_COUNT_UP_TO, docs/behaviour.md#lists).
 */
export const countInWords = (
  count: number,
  more: boolean,
  moreThan: (words: { count: string }) => string = ({ count: n }) => `more than ${n}`,
  locale?: Locale,
): string => (more ? moreThan({ count: formatInteger(count, locale) }) : formatInteger(count, locale));

/** How many records a selection stands for, given how many the list's query matches. */
export const selectedCount = (selection: Selection, matching: number): number =>
  selection.allMatching ? matching : selection.ids.length;

/** The page checkbox: checked, mixed (some of the page) or not. */
export function pageState(selection: Selection, pageIds: readonly number[]): boolean | 'mixed' {
  if (selection.allMatching) return pageIds.length > 0;
  const picked = pageIds.filter((id) => selection.ids.includes(id)).length;
  return picked === 0 ? false : picked === pageIds.length ? true : 'mixed';
}
