import { callCommand } from '../api/api.ts';
import { startingView, viewRequest, type ListRequest, type ListView } from '../list/list-controller.ts';
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

/** The areas whose list is the table of list-view (a board, a calendar or a gallery load their own way). */
export const isTableList = (resource: Resource): boolean =>
  !resource.board && !resource.upload && !resource.calendar;

const keyOf = (list: Command, request: ListRequest): string =>
  prefetchKey(`${list.module}/${list.command}`, request);

/**
 * Asks for the first page of the area's list now, before the list's code has arrived (docs/embedding.md,
 * how a screen gets to its first rows quickly): the list's first request finds it by its query
 * (lib/list/list-prefetch.ts).
 */
export function prefetchFirstPage(resource: Resource): void {
  const list = resource.commands.list;
  if (!list || !isTableList(resource)) return;
  const request = viewRequest(resource.listFields, startingView(listStart(resource)));
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
