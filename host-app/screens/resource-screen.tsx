import '../../elements/resource-panel/define.ts';
import { useEffect, useRef } from 'react';
import { navigate } from '../../lib/routing/navigation.ts';
import { listPathOf, RESOURCE_ROUTES, type ResourceRoute } from '../resource-screens.ts';
import type { ScreenProps } from '../screens.ts';
import NotFound from './not-found.tsx';

/**
 * The screen of a path of ROUTES that has no screen of its own: its area's resource panel (RESOURCE_ROUTES), or
 * not found. An area's screen is the panel with the route's view; a create or edit route goes back to the
 * area's list once the user saves or cancels, so the address matches what is on screen.
 */
export default function ResourceScreen({ path, params }: ScreenProps & { path: string }) {
  const route = Object.hasOwn(RESOURCE_ROUTES, path) ? RESOURCE_ROUTES[path] : undefined;
  return route ? <AreaScreen route={route} params={params} /> : <NotFound />;
}

function AreaScreen({ route, params }: ScreenProps & { route: ResourceRoute }) {
  const ref = useRef<HTMLElementTagNameMap['resource-panel']>(null);
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
  return (
    <resource-panel
      ref={ref}
      resource={route.resource}
      view={route.view}
      {...(recordId ? { 'record-id': Number(recordId) } : {})}
    />
  );
}
