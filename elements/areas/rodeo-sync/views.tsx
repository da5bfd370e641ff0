import { SyncView } from './sync-view.tsx';
import type { PanelViewKind } from '../../resource-panel/navigation/panel-view.ts';

/** This area's own views, by their screen names (docs/architecture.md, one-area views): the sync runs' screen. */
export const views: Record<string, PanelViewKind> = {
  sync: (v) => <SyncView {...v.list} />,
};
