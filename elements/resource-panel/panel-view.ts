/** The views one resource panel switches between (DESIGN.md: resource-panel `view`). */
export type PanelViewName = 'list' | 'create' | 'edit' | 'bulk-upload' | 'reorder';

export interface PanelView {
  view: PanelViewName;
  id?: number;
}

export type PanelNavigation = (next: PanelView) => void;
