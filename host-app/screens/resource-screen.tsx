import '../../elements/resource-panel/register.ts';
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { LIST_VIEWS, listStateOf } from '../../lib/list/list-params.ts';
import { $location, navigate } from '../../lib/routing/navigation.ts';
import { panelPath, type PanelAddress } from '../../lib/routing/panel-address.ts';
import { RESOURCE_ROUTES, type ResourceRoute } from '../resource-screens.ts';
import type { ScreenProps } from '../screens.ts';
import NotFound from './not-found.tsx';

interface ListStateDetail {
  listState: string;
  history: 'push' | 'replace';
}

/**
 * The screen of a path of ROUTES that has no screen of its own: its area's resource panel (RESOURCE_ROUTES), or
 * not found. The address follows the panel (docs/behaviour.md#addresses): each view the user opens (a
 * form, a record, another area's list) is a new history entry at that view's path, and the list's page,
 * sort, filters and search live in the query, so Back, reload and a copied link show the same view.
 */
export default function ResourceScreen({ path, params }: ScreenProps) {
  const route = Object.hasOwn(RESOURCE_ROUTES, path) ? RESOURCE_ROUTES[path] : undefined;
  // A record's address names its id in digits: any other segment there (`/rodeo/ticket-orders/list`) is an
  // address the console does not know, not a view of no record.
  const recordId = route?.param ? params[route.param] : undefined;
  if (!route || (recordId !== undefined && !/^\d+$/.test(recordId))) return <NotFound />;
  // Keyed by area: the routes of one area share one panel.
  return <AreaScreen key={route.resource} route={route} recordId={recordId} />;
}

function AreaScreen({ route, recordId }: { route: ResourceRoute; recordId: string | undefined }) {
  const ref = useRef<HTMLElementTagNameMap['resource-panel']>(null);
  const { search } = useStore($location);
  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const viewChange = (event: Event) => {
      const to = panelPath((event as CustomEvent<PanelAddress>).detail);
      if (to) navigate(to);
    };
    // The list's state replaces the query's list parameters; a parent (?rodeo=12) stays.
    const listStateChange = (event: Event) => {
      const { listState, history } = (event as CustomEvent<ListStateDetail>).detail;
      const query = new URLSearchParams(listState);
      const parent = route.parentQuery && new URLSearchParams(location.search).get(route.parentQuery);
      if (parent) query.set(route.parentQuery!, parent);
      const text = query.toString();
      navigate(text ? `${location.pathname}?${text}` : location.pathname, {
        replace: history === 'replace',
        scroll: false,
      });
    };
    panel.addEventListener('view-change', viewChange);
    panel.addEventListener('list-state-change', listStateChange);
    return () => {
      panel.removeEventListener('view-change', viewChange);
      panel.removeEventListener('list-state-change', listStateChange);
    };
  }, [route]);
  const parentId = route.parentQuery ? new URLSearchParams(search).get(route.parentQuery) : null;
  return (
    <resource-panel
      ref={ref}
      resource={route.resource}
      view={route.view}
      {...(recordId ? { 'record-id': Number(recordId) } : {})}
      {...(parentId && /^\d+$/.test(parentId) ? { 'parent-id': Number(parentId) } : {})}
      {...(LIST_VIEWS.includes(route.view) ? { 'list-state': listStateOf(search) } : {})}
    />
  );
}
