/**
 * The views one resource panel switches between (docs/architecture.md: resource-panel `view`): the built-in ones, the
 * sync runs' `sync`, captured data's `dashboard`, or a named form of the resource's definition (the
 * account's `register`).
 */
export type PanelViewName =
  'list' | 'create' | 'edit' | 'bulk-upload' | 'reorder' | 'sync' | 'dashboard' | (string & {});

export interface PanelView {
  view: PanelViewName;
  id?: number;
  /** Another area's view (a rodeo's contestants); without it, the panel's own area. */
  resource?: string;
  /** The record of the area's `listBy` ref the list shows and a new record starts with (a rodeo's id). */
  parent?: number;
  /** A new record's starting values. */
  preset?: Record<string, unknown>;
}

export type PanelNavigation = (next: PanelView) => void;
