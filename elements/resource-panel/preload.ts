import { loadResource } from '../../lib/resource-views/loaders.ts';
import { rememberLoad } from '../runtime/lazy-loaded.tsx';
import { $session, isSignedIn } from '../../lib/session/session.ts';

// The chunks of the views a route opens most: the panel's lazy views and this preload share them.
export const loadListView = rememberLoad(() => import('./list-view.tsx'));
export const loadFormView = rememberLoad(() => import('./form-view.tsx'));
// With the API client: a chunk loaded beside the definition, so that this module (in the console's entry)
// stays small and a signed-out page does not load the API for it.
const loadFirstPage = () => import('../../lib/resource-views/first-page.ts');

const ignore = (): undefined => undefined;

/**
 * Starts, all at once, what a panel showing `view` of `name` will wait for: the area's definition, the
 * view's code and, for a list, its first page (lib/resource-views/first-page.ts). Called by the console's
 * host as soon as it knows the route, before the panel's own code has arrived, and by the panel itself
 * when embedded alone (`narrowed`: the list shows one parent's records; `listState`: the page, sort,
 * filters and search of its address or attribute). Failures are left to the panel,
 * which loads the same things and says what broke.
 */
export function preloadPanel(name: string, view: string, narrowed = false, listState = ''): void {
  // What the data request waits for is asked for first: a browser opens few connections per origin, and
  // the view's many small chunks would otherwise queue ahead of it.
  const definition = loadResource(name);
  // A list narrowed to one parent (a rodeo's contestants) asks with its scope: not the plain first page.
  if (view === 'list' && !narrowed && isSignedIn($session.get())) {
    Promise.all([definition, loadFirstPage()]).then(([resource, { prefetchFirstPage }]) => {
      prefetchFirstPage(resource, listState);
    }, ignore);
  } else definition.catch(ignore);
  // The table list is nearly every area's list; the others (board, calendar, gallery) load their own view.
  if (view === 'list') loadListView().catch(ignore);
  else if (view === 'create' || view === 'edit') loadFormView().catch(ignore);
}
