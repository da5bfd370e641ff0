import { CaptureDashboard } from './capture-dashboard.tsx';
import type { PanelViewKind } from '../../resource-panel/navigation/panel-view.ts';

/** This area's own views, by their screen names (docs/architecture.md, one-area views): the captured data's dashboard. */
export const views: Record<string, PanelViewKind> = {
  dashboard: (v) => <CaptureDashboard {...v.list} />,
};
