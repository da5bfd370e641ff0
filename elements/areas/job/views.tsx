import { JobsView } from './jobs-view.tsx';
import type { PanelViewKind } from '../../resource-panel/navigation/panel-view.ts';

/** This area's own views, by their screen names (docs/architecture.md, one-area views): the jobs' screen. */
export const views: Record<string, PanelViewKind> = {
  jobs: (v) => <JobsView {...v.list} />,
};
