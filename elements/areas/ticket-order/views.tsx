import { OrderDetail } from './order-detail.tsx';
import type { PanelViewKind } from '../../resource-panel/navigation/panel-view.ts';

/** This area's own views, by their screen names (docs/architecture.md, one-area views): an order's detail (the list's rows open it: `views.recordView`). */
export const views: Record<string, PanelViewKind> = {
  detail: (v) =>
    v.current.id !== undefined && (
      <OrderDetail key={v.current.id} resource={v.resource} id={v.current.id} onBack={v.back} />
    ),
};
