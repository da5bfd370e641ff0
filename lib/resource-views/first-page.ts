import { startingView, viewRequest, type ListRequest, type ListView } from '../list/list-controller.ts';
import { decodeListState, encodeListState, type AddressedView } from '../list/list-address.ts';
import type { Resource } from '../resources/define.ts';

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

/**
 * The request of the first page a table list opened at list state `listState` makes, or undefined for a
 * list that loads its own way. The console's page sends it before any code has arrived
 * (server/http/early-request.ts) and the kit's panels ask for it ahead of their list
 * (first-page-load.ts): one definition of that request, so both are taken by the list.
 */
export function firstPageRequest(resource: Resource, listState: string): ListRequest | undefined {
  if (!resource.commands.list || !isTableList(resource)) return undefined;
  return viewRequest(resource.listFields, addressedView(resource, listState));
}
