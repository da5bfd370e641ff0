import { GateCountsSection } from './gate-counts-view.tsx';
import type { PanelViewKind } from '../../resource-panel/navigation/panel-view.ts';

/**
 * This area's own views, by their screen names (docs/architecture.md, one-area views): a rodeo's edit form
 * starts with its live gate counts (docs/tickets.md).
 */
export const views: Record<string, PanelViewKind> = {
  edit: (v) => v.current.id !== undefined && v.form(<GateCountsSection rodeoId={v.current.id} />),
};
