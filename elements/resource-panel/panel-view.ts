/**
 * The views one resource panel switches between (DESIGN.md: resource-panel `view`): the built-in ones, or
 * a named form of the resource's definition (the account's `register`).
 */
export type PanelViewName = 'list' | 'create' | 'edit' | 'bulk-upload' | 'reorder' | (string & {});

export interface PanelView {
  view: PanelViewName;
  id?: number;
  /** A new record's starting values. */
  preset?: Record<string, unknown>;
}

export type PanelNavigation = (next: PanelView) => void;
