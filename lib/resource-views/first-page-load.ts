import { callCommand } from '../api/api.ts';
import type { ListRequest } from '../list/list-controller.ts';
import { prefetch, prefetchKey, takePrefetched } from '../list/list-prefetch.ts';
import type { Command } from '../protocol/command.ts';
import type { ListResponse } from '../protocol/list.ts';
import type { Resource } from '../resources/define.ts';
import { commandOf } from '../resources/command-of.ts';
import { firstPageRequest } from './first-page.ts';

const keyOf = (list: Command, request: ListRequest): string =>
  prefetchKey(`${list.module}/${list.command}`, request);

/**
 * Asks for the page of the area's list its list state names now, before the list's code has arrived
 * (docs/embedding.md, how a screen gets to its first rows quickly): the list's first request finds it by
 * its query (lib/list/list-prefetch.ts). For a panel embedded alone; the console's page sends that request
 * from its HTML instead (server/http/early-request.ts), and this call then takes that answer.
 */
export function prefetchFirstPage(resource: Resource, listState = ''): void {
  const request = firstPageRequest(resource, listState);
  const list = resource.commands.list;
  if (request && list) prefetch(keyOf(list, request), () => callCommand(list, request));
}

/** One page of the area's list: the prefetched answer when the same query was asked for, else a request. */
export function loadListPage<T>(resource: Resource, request: ListRequest & Record<string, unknown>) {
  const list = commandOf(resource, 'list');
  return (
    takePrefetched<ListResponse<T>>(keyOf(list, request)) ??
    (callCommand(list, request) as Promise<ListResponse<T>>)
  );
}
