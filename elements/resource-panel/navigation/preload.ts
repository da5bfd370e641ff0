import { loadResource } from '../../../lib/resource-views/loaders.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import { rememberLoad } from '../../runtime/lazy-loaded.tsx';
import { $session, isSignedIn } from '../../../lib/session/session.ts';

// The chunks of the views a route opens most: the panel's lazy views and this preload share them.
export const loadListView = rememberLoad(() => import('../list/list-view.tsx'));
export const loadFormView = rememberLoad(() => import('../form/form-view.tsx'));
// With the API client: a chunk loaded beside the definition, so that this module (in the console's entry)
// stays small and a signed-out page does not load the API for it.
const loadFirstPage = () => import('../../../lib/resource-views/first-page-load.ts');

const ignore = (): undefined => undefined;

/**
 * Starts the code a panel showing `view` of `name` will wait for: the area's definition (resolved with)
 * and the view's chunk. The console's host calls this alone as soon as it knows the route: its page has
 * sent the list's first request already (server/http/early-request.ts).
 */
export function preloadPanelCode(name: string, view: string): Promise<Resource> {
  // What the data request waits for is asked for first: a browser opens few connections per origin, and
  // the view's many small chunks would otherwise queue ahead of it.
  const definition = loadResource(name);
  // The table list is nearly every area's list; the others (board, calendar, gallery) load their own view.
  if (view === 'list') loadListView().catch(ignore);
  else if (view === 'create' || view === 'edit') loadFormView().catch(ignore);
  return definition;
}

/**
 * Starts, all at once, what a panel showing `view` of `name` will wait for: its code and, for a list, its
 * first page (lib/resource-views/first-page-load.ts). Called by the panel itself (`narrowed`: the list
 * shows one parent's records; `listState`: the page, sort, filters and search of its address or
 * attribute). Failures are left to the panel, which loads the same things and says what broke.
 */
export function preloadPanel(name: string, view: string, narrowed = false, listState = ''): void {
  const definition = preloadPanelCode(name, view);
  // A list narrowed to one parent (a rodeo's contestants) asks with its scope: not the plain first page.
  if (view === 'list' && !narrowed && isSignedIn($session.get())) {
    Promise.all([definition, loadFirstPage()]).then(([resource, { prefetchFirstPage }]) => {
      prefetchFirstPage(resource, listState);
    }, ignore);
  } else definition.catch(ignore);
}
