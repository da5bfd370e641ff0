import '../../elements/resource-panel/define.ts';
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $location, navigate } from '../../lib/routing/navigation.ts';
import { listPathOf, RESOURCE_ROUTES, type ResourceRoute } from '../resource-screens.ts';
import type { ScreenProps } from '../screens.ts';
import NotFound from './not-found.tsx';

interface OpenDetail {
  resource: string;
  field: string;
  id: number;
}

/**
 * The screen of a path of ROUTES that has no screen of its own: its area's resource panel (RESOURCE_ROUTES), or
 * not found. An area's screen is the panel with the route's view. A create or edit route goes back to the
 * area's list once the user saves or cancels, and following a row's link to another area (a rodeo's
 * contestants) goes to that area's route, so the address matches what is on screen.
 */
export default function ResourceScreen({ path, params }: ScreenProps & { path: string }) {
  const route = Object.hasOwn(RESOURCE_ROUTES, path) ? RESOURCE_ROUTES[path] : undefined;
  return route ? <AreaScreen route={route} params={params} /> : <NotFound />;
}

function AreaScreen({ route, params }: ScreenProps & { route: ResourceRoute }) {
  const ref = useRef<HTMLElementTagNameMap['resource-panel']>(null);
  const { search } = useStore($location);
  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const open = (event: Event) => {
      const { resource, field, id } = (event as CustomEvent<OpenDetail>).detail;
      const list = listPathOf(resource);
      if (list) navigate(`${list}?${new URLSearchParams({ [field]: String(id) })}`);
    };
    panel.addEventListener('open', open);
    return () => panel.removeEventListener('open', open);
  }, []);
  useEffect(() => {
    const panel = ref.current;
    const list = listPathOf(route.resource);
    if (!panel || !list || route.view === 'list') return;
    const back = () => navigate(list);
    panel.addEventListener('saved', back);
    panel.addEventListener('cancel', back);
    return () => {
      panel.removeEventListener('saved', back);
      panel.removeEventListener('cancel', back);
    };
  }, [route]);
  const recordId = route.param ? params[route.param] : undefined;
  const parentId = route.parentQuery ? new URLSearchParams(search).get(route.parentQuery) : null;
  return (
    <resource-panel
      ref={ref}
      resource={route.resource}
      view={route.view}
      {...(recordId ? { 'record-id': Number(recordId) } : {})}
      {...(parentId && /^\d+$/.test(parentId) ? { 'parent-id': Number(parentId) } : {})}
    />
  );
}
