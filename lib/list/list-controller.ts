import { atom, type ReadableAtom } from 'nanostores';
import { debounceCall, LIST_DEBOUNCE_MS, type Timers } from '../api/debounce-call.ts';
import {
  LIST_COUNT_UP_TO,
  LIST_DEFAULT_LIMIT,
  LIST_DEFAULT_PAGE,
  type Filter,
  type ListFields,
  type ListResponse,
  type Order,
} from '../protocol/list.ts';
import { apiReason } from '../api/reason-text.ts';
import { failureText } from '../format/failure-text.ts';
import { buildListQuery, ListQueryError } from './list-query.ts';

/** docs/behaviour.md#limits: the page sizes a list offers (25 is the default; 100 the builder's maximum). */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

export interface ListView {
  filters: readonly Filter[];
  page: number;
  limit: number;
  sort: string | undefined;
  order: Order;
  /** Free text over the resource's search fields; empty means none. */
  search: string;
  /** Filters the screen applies besides the user's (a gallery's bucket, a folder), not shown as chips. */
  scope: readonly Filter[];
  /**
   * The definition's list parameter, when set (a super admin's account for the user list): sent with the
   * list's requests and its bulk calls beside the query; empty means the server's default.
   */
  params: Readonly<Record<string, number>>;
}

export interface ListState<T> extends ListView {
  rows: readonly T[];
  count: number;
  /** More rows match than `count`, where the list stopped counting (LIST_COUNT_UP_TO). */
  countMore: boolean;
  /** True from the first change of the view until its answer arrives. */
  loading: boolean;
  /** The page is the last one because the one asked for was past the end (not the user's own move). */
  movedToLastPage: boolean;
  /**
   * A page's answer has come (or came with the list's code): before it, the list has no count to page by,
   * and a pager under the empty table would only be pushed down by the rows (docs/elements.md, "Nothing
   * moves as it loads").
   */
  answered: boolean;
  /** Why the page failed, in the page's language (lib/format/failure-text.ts); '' when the failure said nothing. */
  error: string | null;
}

/** What one list request carries: the checked generic query of docs/behaviour.md#records, plus the search text if any. */
export type ListRequest = ReturnType<typeof buildListQuery> & { search?: string } & Record<string, unknown>;

export interface ListControllerOptions<T> {
  fields: ListFields;
  load: (request: ListRequest) => Promise<ListResponse<T>>;
  initial?: Partial<ListView>;
  /**
   * The answer to the initial view's request when it came in with the list's code (lib/api/prefetch.ts
   * takeArrived): the rows are there from the first render and start() does not ask again.
   */
  firstPage?: ListResponse<T>;
  debounceMs?: number;
  timers?: Timers;
}

export interface ListController<T> {
  $state: ReadableAtom<ListState<T>>;
  /** Clicking a column: a new column sorts ascending, the same one flips the order. */
  sortBy(field: string): void;
  setPage(page: number): void;
  setLimit(limit: number): void;
  setSearch(text: string): void;
  addFilter(filter: Filter): void;
  /** Replaces the screen's own filters and goes back to page 1. */
  setScope(scope: readonly Filter[]): void;
  /** Replaces the list parameter's value (another account) and goes back to page 1. */
  setParams(params: Readonly<Record<string, number>>): void;
  removeFilter(index: number): void;
  /** Replaces filters, search, sort and page size at once (a saved view), from page 1. */
  setView(view: Partial<Pick<ListView, 'filters' | 'search' | 'sort' | 'order' | 'limit'>>): void;
  /**
   * Shows another view at once (the address changed: Back, Forward, a link); the screen's scope and
   * list parameter are kept unless the view names them (a folder in the address).
   */
  show(
    view: Omit<ListView, 'scope' | 'params'> & { scope?: readonly Filter[]; params?: ListView['params'] },
  ): void;
  /** The list's first load, once its screen is up: nothing to ask when it was created with its first page. */
  start(): Promise<void>;
  /** Asks again for the same view (after a create or delete elsewhere). */
  reload(): Promise<void>;
  /** Puts a row read again in place of the one on screen with the same key (a colleague's change). */
  replaceRow(matches: (row: T) => boolean, row: T): void;
}

/** The view a list starts from: docs/behaviour.md#records's defaults, overridden by the screen's `initial`. */
export const startingView = (initial: Partial<ListView> = {}): ListView => ({
  filters: [],
  page: LIST_DEFAULT_PAGE,
  limit: LIST_DEFAULT_LIMIT,
  sort: undefined,
  order: 'asc',
  search: '',
  scope: [],
  params: {},
  ...initial,
});

/** The request of a view; a view the resource cannot answer throws ListQueryError with the builder's message. */
export function viewRequest(fields: ListFields, view: ListView): ListRequest {
  const { filters, scope, page, limit, sort, order, search, params } = view;
  const request = {
    ...buildListQuery(fields, { filters: [...filters, ...scope], page, limit, sort, order }),
    // Counting every match of a broad word costs what reading them does: "more than 10,000" beyond it.
    count_up_to: LIST_COUNT_UP_TO,
    ...params,
  };
  return search.trim() ? { ...request, search: search.trim() } : request;
}

export const pageCount = (count: number, limit: number): number => Math.max(1, Math.ceil(count / limit));

/**
 * The state of one list screen (docs/behaviour.md#records and docs/behaviour.md#validation): the view the user picked, and the rows the server sent for
 * it. The first request goes at once (nothing is on screen yet, so there is no burst to wait for); every
 * later change asks again, debounced by docs/protocol.md's 200 ms; an answer that arrives after a newer request
 * was made is dropped, so the rows always match the view on screen; a page past the end moves to the last
 * page. A view the resource cannot answer
 * (a filter on an unknown field, say) is refused before any request, with the builder's message.
 */
// A page past the end (an old link, the last rows of the last page deleted) shows the last page there is,
// not an empty table that says 'Showing 26–10 of 10'.
const pastTheEnd = (response: ListResponse<unknown>, view: ListView): boolean =>
  response.list.length === 0 && response.count > 0 && view.page > pageCount(response.count, view.limit);

export function createListController<T>(options: ListControllerOptions<T>): ListController<T> {
  const { fields, load, initial, debounceMs = LIST_DEBOUNCE_MS, timers } = options;
  const view = startingView(initial);
  // A first page past the end is asked for again by start(), which moves to the last page.
  let firstPage = options.firstPage && !pastTheEnd(options.firstPage, view) ? options.firstPage : undefined;
  const $state = atom<ListState<T>>({
    ...view,
    rows: firstPage?.list ?? [],
    count: firstPage?.count ?? 0,
    countMore: firstPage?.count_more === true,
    loading: false,
    movedToLastPage: false,
    answered: firstPage !== undefined,
    error: null,
  });
  // The first request goes at once, later ones debounced: a first page in hand counts as that first request.
  let latest = firstPage ? 1 : 0;
  const debouncedLoad = debounceCall(load, debounceMs, timers);

  async function fetchView(): Promise<void> {
    const ticket = ++latest;
    let request: ListRequest;
    try {
      request = viewRequest(fields, $state.get());
    } catch (error) {
      if (!(error instanceof ListQueryError)) throw error;
      $state.set({ ...$state.get(), loading: false, error: error.message });
      return;
    }
    $state.set({ ...$state.get(), loading: true, error: null });
    try {
      const response = await (ticket === 1 ? load(request) : debouncedLoad(request));
      if (ticket !== latest) return;
      if (pastTheEnd(response, $state.get())) {
        $state.set({
          ...$state.get(),
          page: pageCount(response.count, $state.get().limit),
          movedToLastPage: true,
        });
        return fetchView();
      }
      $state.set({
        ...$state.get(),
        rows: response.list,
        count: response.count,
        countMore: response.count_more === true,
        loading: false,
        answered: true,
      });
    } catch (error) {
      if (ticket !== latest) return;
      $state.set({
        ...$state.get(),
        loading: false,
        answered: true,
        error: apiReason(error) ?? failureText(error, ''),
      });
    }
  }

  const change = (patch: Partial<ListView>): Promise<void> => {
    $state.set({ ...$state.get(), ...patch, movedToLastPage: false });
    return fetchView();
  };

  return {
    $state,
    sortBy(field) {
      const { sort, order } = $state.get();
      void change({ sort: field, order: sort === field && order === 'asc' ? 'desc' : 'asc', page: 1 });
    },
    setPage: (page) => void change({ page }),
    setLimit: (limit) => void change({ limit, page: 1 }),
    setSearch: (search) => void change({ search, page: 1 }),
    addFilter: (filter) => void change({ filters: [...$state.get().filters, filter], page: 1 }),
    setScope: (scope) => void change({ scope, page: 1 }),
    setParams: (params) => void change({ params, page: 1 }),
    removeFilter: (index) =>
      void change({ filters: $state.get().filters.filter((_, i) => i !== index), page: 1 }),
    setView: (view) => void change({ ...view, page: 1 }),
    show: (view) => void change(view),
    start() {
      const shown = firstPage;
      firstPage = undefined;
      return shown ? Promise.resolve() : fetchView();
    },
    reload: fetchView,
    replaceRow(matches, row) {
      const state = $state.get();
      if (state.rows.some(matches))
        $state.set({ ...state, rows: state.rows.map((shown) => (matches(shown) ? row : shown)) });
    },
  };
}
