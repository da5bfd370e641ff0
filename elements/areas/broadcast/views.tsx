import { BroadcastReport } from './broadcast-report.tsx';
import type { PanelViewKind } from '../../resource-panel/navigation/panel-view.ts';

/** This area's own views, by their screen names (docs/architecture.md, one-area views): a broadcast's report. */
export const views: Record<string, PanelViewKind> = {
  report: (v) =>
    v.current.id !== undefined && <BroadcastReport resource={v.resource} id={v.current.id} onBack={v.back} />,
};
