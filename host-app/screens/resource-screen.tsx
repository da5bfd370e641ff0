import '../../elements/resource-panel/define.ts';
import { useEffect, useRef } from 'react';
import { navigate } from '../../lib/routing/navigation.ts';
import { listPathOf, type ResourceRoute } from '../resource-screens.ts';
import type { ScreenProps } from '../screens.ts';

/**
 * One area's screen: the resource panel with the route's view. A create or edit route goes back to the
 * area's list once the user saves or cancels, so the address matches what is on screen.
 */
export default function ResourceScreen({ route, params }: ScreenProps & { route: ResourceRoute }) {
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
