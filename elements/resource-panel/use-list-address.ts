import { useEffect, useRef } from 'react';
import type { ListController } from '../../lib/list/list-controller.ts';
import { historyMode } from '../../lib/list/list-address.ts';
import type { Resource } from '../../lib/resources/define.ts';
import { addressedView, listStateText } from '../../lib/resource-views/first-page.ts';

/** A list's state as the panel reports it (`list-state-change`, docs/embedding.md). */
export interface ListStateChange {
  resource: string;
  /** The page, sort, order, page size, filters and search as query parameters, defaults left out. */
  listState: string;
  /** Typing in the search box replaces the host's history entry; any other change adds one. */
  history: 'push' | 'replace';
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
): void {
  const shown = useRef<string | null>(null);
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  });

  useEffect(() => {
    if (listState === undefined) return;
    const { scope: _scope, ...wanted } = addressedView(resource, listState);
    shown.current = listStateText(resource, wanted);
    if (listStateText(resource, controller.$state.get()) !== shown.current) controller.show(wanted);
  }, [resource, controller, listState]);

  useEffect(() => {
    shown.current ??= listStateText(resource, controller.$state.get());
    return controller.$state.listen((state) => {
      const text = listStateText(resource, state);
      const before = shown.current ?? '';
      if (text === before) return;
      shown.current = text;
      report.current?.({ resource: resource.name, listState: text, history: historyMode(before, text) });
    });
  }, [resource, controller]);
}
