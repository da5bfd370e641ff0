import { callCommand } from '../api/api.ts';
import { startingView, viewRequest, type ListRequest, type ListView } from '../list/list-controller.ts';
import { decodeListState, encodeListState, type AddressedView } from '../list/list-address.ts';
import { prefetch, prefetchKey, takePrefetched } from '../list/list-prefetch.ts';
import type { Command } from '../protocol/command.ts';
import type { ListResponse } from '../protocol/list.ts';
import type { Resource } from '../resources/define.ts';
import { commandOf } from '../resources/command-of.ts';

/** Where an area's list starts: its definition's sort, docs/behaviour.md#records's page and size. */
export const listStart = (resource: Resource): Partial<ListView> => ({
  sort: resource.defaultSort,
  order: resource.defaultOrder,
});

/**
 * What a screen's list keeps in its address besides its area's (lib/list/list-address.ts): its own start
 * (the gallery: newest first) and the fields of the filters it picks with a control of its own (a bucket,
 * a folder).
 */
export interface ListScreen {
  start?: Partial<ListView>;
  scopeFields?: readonly string[];
}

const defaultsOf = (resource: Resource, screen: ListScreen): ListView =>
  startingView({ ...listStart(resource), ...screen.start });

/**
 * The view an area's list opens with for the list state of its address or `list-state` attribute
 * (lib/list/list-address.ts): the console's list and its route's prefetch both start from this, so a
 * reload of page 3 sorted by name prefetches exactly the request the list then makes.
 */
export const addressedView = (resource: Resource, listState: string, screen: ListScreen = {}): ListView => {
  const defaults = defaultsOf(resource, screen);
  const params = new URLSearchParams(listState);
  const paramNames = resource.listParam ? [resource.listParam] : [];
  return {
    ...defaults,
    ...decodeListState(params, resource.listFields, defaults, screen.scopeFields, paramNames),
  };
};

/** The list state of `view` as query parameters, its screen's defaults left out. */
export const listStateText = (resource: Resource, view: AddressedView, screen: ListScreen = {}): string =>
  encodeListState(
    { ...view, scope: (view.scope ?? []).filter((filter) => screen.scopeFields?.includes(filter.field)) },
    defaultsOf(resource, screen),
  ).toString();

/** The areas whose list is the table of list-view (a board, a calendar or a gallery load their own way). */
export const isTableList = (resource: Resource): boolean =>
  !resource.board && !resource.upload && !resource.calendar;

const keyOf = (list: Command, request: ListRequest): string =>
  prefetchKey(`${list.module}/${list.command}`, request);

/**
 * Asks for the page of the area's list its list state names now, before the list's code has arrived (docs/embedding.md,
 * how a screen gets to its first rows quickly): the list's first request finds it by its query
 * (lib/list/list-prefetch.ts).
 */
export function prefetchFirstPage(resource: Resource, listState = ''): void {
  const list = resource.commands.list;
  if (!list || !isTableList(resource)) return;
  const request = viewRequest(resource.listFields, addressedView(resource, listState));
  prefetch(keyOf(list, request), () => callCommand(list, request));
}

/** One page of the area's list: the prefetched answer when the same query was asked for, else a request. */
export function loadListPage<T>(resource: Resource, request: ListRequest & Record<string, unknown>) {
  const list = commandOf(resource, 'list');
  return (
    takePrefetched<ListResponse<T>>(keyOf(list, request)) ??
    (callCommand(list, request) as Promise<ListResponse<T>>)
  );
}
