import { useState } from 'react';
import { LIST_VIEWS } from '../../../lib/list/list-params.ts';
import type { PanelAddress } from '../../../lib/routing/panel-address.ts';
import type { PanelView } from './panel-view.ts';
import type { ListStateChange } from '../list/use-list-address.ts';

const keyOf = (view: PanelView, listState: string | undefined): string =>
  [view.resource ?? '', view.view, view.id ?? '', view.parent ?? '', listState ?? ''].join('|');

export interface PanelViewState {
  current: PanelView;
  /** The list state the list shows: its attribute's, then the user's last (kept while a form is open). */
  listState: string;
  /** The user moved to another view: shown at once and reported as `view-change`. */
  move(next: PanelView): void;
  /** The user changed the list: kept, and reported as `list-state-change`. */
  listChanged(change: ListStateChange): void;
}

/**
 * The view a panel shows (docs/embedding.md, addresses): it starts from the attributes, follows the user
 * within the panel and reports each move, so a host can give it an address. A host that changes the
 * page's address while handling `view-change` routes the panel: it shows what the attributes then say
 * (the same view, so a form opened by the user is not opened twice; after Back, the earlier one).
 */
export function usePanelView(
  resource: string,
  start: PanelView,
  listState: string | undefined,
  onViewChange: ((address: PanelAddress) => void) | undefined,
  onListStateChange: ((change: ListStateChange) => void) | undefined,
): PanelViewState {
  const startKey = keyOf(start, LIST_VIEWS.includes(start.view) ? listState : undefined);
  // A move the user made holds while the attributes are those it was made under, or its echo.
  const [moved, setMoved] = useState<{ under: string; view: PanelView } | null>(null);
  const current = moved?.under === startKey ? moved.view : start;
  // The list's state outlives a form: a new attribute value replaces it, its absence (a form's address) not.
  // It belongs to one list view: an area's trash has a page of its own, apart from its list's.
  const [list, setList] = useState({ attribute: listState, text: listState ?? '', view: start.view });
  if (listState !== undefined && listState !== list.attribute)
    setList({ attribute: listState, text: listState, view: start.view });
  const stateOf = (view: string) => (view === list.view ? list.text : '');
  return {
    current,
    listState: stateOf(current.view),
    move(next) {
      const area = next.resource ?? resource;
      const before = location.href;
      onViewChange?.({
        resource: area,
        view: next.view,
        ...(next.id === undefined ? {} : { id: next.id }),
        ...(next.parent === undefined ? {} : { parent: next.parent }),
        ...(LIST_VIEWS.includes(next.view) && area === resource && stateOf(next.view)
          ? { listState: stateOf(next.view) }
          : {}),
      });
      // A host that changed the page's address for the event routes the panel: the move holds once its
      // attributes say the same (it keeps what an address does not carry, a new record's preset); a host
      // that did not leaves the panel where the user took it.
      if (area !== resource) return;
      const routed = location.href !== before;
      const echo = keyOf(next, LIST_VIEWS.includes(next.view) ? stateOf(next.view) : undefined);
      setMoved({ under: routed ? echo : startKey, view: next });
    },
    listChanged(change) {
      setList({ attribute: list.attribute, text: change.listState, view: current.view });
      onListStateChange?.(change);
    },
  };
}
