import { callCommand } from '../api/api.ts';
import { prefetch, prefetchKey, takeArrived, takePrefetched } from '../api/prefetch.ts';
import { viewRequest, type ListRequest, type ListView } from '../list/list-controller.ts';
import { ListQueryError } from '../list/list-query.ts';
import type { Command } from '../protocol/command.ts';
import { refOf } from '../protocol/command-ref.ts';
import type { ListResponse } from '../protocol/list.ts';
import type { Resource } from '../resources/define.ts';
import { commandOf } from '../resources/command-of.ts';
import { firstPageRequest } from './first-page.ts';

const keyOf = (list: Command, request: ListRequest): string =>
  prefetchKey(`${list.module}/${list.command}`, request);

/**
 * Asks for the page of the area's list its list state names now, before the list's code has arrived
 * (docs/embedding.md, how a screen gets to its first rows quickly): the list's first request finds it by
 * its query (lib/api/prefetch.ts). For a panel embedded alone; the console's page sends that request
 * from its HTML instead (server/http/early-request.ts), and this call then takes that answer.
 */
export function prefetchFirstPage(resource: Resource, listState = ''): void {
  const request = firstPageRequest(resource, listState);
  const list = resource.commands.list;
  if (request && list) prefetch(keyOf(list, request), () => callCommand(refOf(list), request));
}

/**
 * One page of the area's list: the prefetched answer when the same query was asked for, else a request.
 * A page is a read, asked for by its command's ref (docs/architecture.md, what the browser checks): the
 * server has checked the answer, and the list shows its rows without building the area's schemas.
 */
export function loadListPage<T>(resource: Resource, request: ListRequest & Record<string, unknown>) {
  const list = commandOf(resource, 'list');
  return (
    takePrefetched<ListResponse<T>>(keyOf(list, request)) ??
    (callCommand(refOf(list), request) as Promise<ListResponse<T>>)
  );
}

/**
 * The answer to the first request of a list opening at `view` when it is here already, taken once: the
 * page asked for it before the list's code arrived, so the list renders its rows at once.
 */
export function arrivedListPage<T>(resource: Resource, view: ListView): ListResponse<T> | undefined {
  try {
    return takeArrived<ListResponse<T>>(
      keyOf(commandOf(resource, 'list'), viewRequest(resource.listFields, view)),
    );
  } catch (error) {
    // A view the list cannot ask for: the list says what is wrong once it starts.
    if (error instanceof ListQueryError) return undefined;
    throw error;
  }
}
