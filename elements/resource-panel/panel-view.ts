/** The views one resource panel switches between (DESIGN.md: resource-panel `view`); `sync` is the sync runs', `dashboard` captured data's. */
export type PanelViewName = 'list' | 'create' | 'edit' | 'bulk-upload' | 'sync' | 'dashboard';

export interface PanelView {
  view: PanelViewName;
  id?: number;
  /** Another area's view (a rodeo's contestants); without it, the panel's own area. */
  resource?: string;
  /** The record of the area's `listBy` ref the list shows and a new record starts with (a rodeo's id). */
  parent?: number;
}

export type PanelNavigation = (next: PanelView) => void;
