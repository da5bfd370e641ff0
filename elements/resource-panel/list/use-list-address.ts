import { useEffect, useRef } from 'react';
import type { ListController } from '../../../lib/list/list-controller.ts';
import { historyMode } from '../../../lib/list/list-address.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import type { PanelNavigation } from '../navigation/panel-view.ts';
import { addressedView, listStateText, type ListScreen } from '../../../lib/resource-views/first-page.ts';

/** A list's state as the panel reports it (`list-state-change`, docs/embedding.md). */
export interface ListStateChange {
  resource: string;
  /** The page, sort, order, page size, filters and search as query parameters, defaults left out. */
  listState: string;
  /**
   * Typing in the search box, and a page past the end moved to the last one, replace the host's history
   * entry; any other change adds one.
   */
  history: 'push' | 'replace';
}

/** What every kind of area list (a table, the gallery, the files, a calendar) gets from its panel. */
export interface AddressedListProps {
  resource: Resource;
  go: PanelNavigation;
  /** Its state as query parameters (lib/list/list-address.ts); a new value shows that view. */
  listState?: string;
  onListState?: (change: ListStateChange) => void;
}

/**
 * Ties a list to its `list-state` (docs/behaviour.md#addresses): a new value (Back, Forward, a link) shows
 * that view, and each change the user makes is reported once, so a host keeps it in its own address.
 * A state the host feeds back after a report matches what is shown and changes nothing.
 */
export function useListAddress<T>(
  resource: Resource,
  controller: ListController<T>,
  listState: string | undefined,
  onChange: ((change: ListStateChange) => void) | undefined,
  screen: ListScreen = {},
): void {
  const shown = useRef<string | null>(null);
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  });

  // Held by reference: a screen passes a constant, and a new object each render must not show again.
  const shape = useRef(screen);

  useEffect(() => {
    if (listState === undefined) return;
    const { scope, ...wanted } = addressedView(resource, listState, shape.current);
    const fields = shape.current.scopeFields ?? [];
    // The address's scope replaces the addressed fields' filters; a parent's stays.
    const kept = controller.$state.get().scope.filter((filter) => !fields.includes(filter.field));
    const view = fields.length ? { ...wanted, scope: [...kept, ...scope] } : wanted;
    shown.current = listStateText(resource, view, shape.current);
    if (listStateText(resource, controller.$state.get(), shape.current) !== shown.current)
      controller.show(view);
  }, [resource, controller, listState]);

  useEffect(() => {
    shown.current ??= listStateText(resource, controller.$state.get(), shape.current);
    return controller.$state.listen((state) => {
      const text = listStateText(resource, state, shape.current);
      const before = shown.current ?? '';
      if (text === before) return;
      shown.current = text;
      const history = state.movedToLastPage ? 'replace' : historyMode(before, text);
      report.current?.({ resource: resource.name, listState: text, history });
    });
  }, [resource, controller]);
}
