import { lazy, type ComponentType, type ReactNode } from 'react';
import type { Resource } from '../../../lib/resources/define.ts';
import type { AddressedListProps } from '../list/use-list-address.ts';

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

/** What every view of the registry is drawn from (elements/resource-panel/views.tsx). */
export interface ViewProps {
  resource: Resource;
  current: PanelView;
  go: PanelNavigation;
  /** Back to the list the view was opened from. */
  back(): void;
  /** A form's end: saved (the record's id) or cancelled, then back. */
  finish(saved: { id: number } | null): void;
  /** What every kind of list is drawn from: it keeps its state in the address (lib/list/list-address.ts). */
  list: AddressedListProps;
  /** The area's form for `current`, with what it shows above its fields. */
  form(intro?: ReactNode): ReactNode;
}

/** A kind of view in the registry; nothing (a record view without an id) shows the area's form instead. */
export type PanelViewKind = (props: ViewProps) => ReactNode;

/** A view's component as a chunk of its own, loaded on its first render. */
export const lazyView = <M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) => lazy(() => load().then((module) => ({ default: pick(module) })));
