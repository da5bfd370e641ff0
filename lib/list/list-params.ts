/**
 * The query parameters of a list's state (docs/behaviour.md#screens, addresses), a calendar's month among
 * them (the calendar is its area's list), and each definition's list parameter (`listParam`, the user
 * list's account, docs/behaviour.md#addresses); any other parameter of an address (a parent, `next`) is
 * the host's. Apart from lib/list/list-address.ts, which reads them, so
 * that the console's entry can pick them out of an address without the list's schemas.
 */
export const LIST_PARAMS = [
  'search',
  'filter',
  'scope',
  'sort',
  'order',
  'page',
  'limit',
  'month',
  'account_id',
] as const;

/** The list state an address carries: its list parameters only, leaving a parent or `next` to the host. */
export function listStateOf(search: string): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    if ((LIST_PARAMS as readonly string[]).includes(name)) kept.append(name, value);
  }
  return kept.toString();
}

/**
 * The panel views whose screen is a list (an area's list, Jobs, the sync runs, Captured Data's
 * submissions, a trash): their address carries its state.
 */
export const LIST_VIEWS: readonly string[] = ['list', 'jobs', 'sync', 'dashboard', 'trash'];
