import { useEffect, useRef } from 'react';
import { LIST_VIEWS } from '../../../lib/list/list-params.ts';
import { deepActiveElement, focusLost, ROW_CONTROLS, rowFocusStop } from '../../ui/focus.ts';
import type { PanelView } from './panel-view.ts';

/** The record a list opened, and the name of the control that opened it (its row's Edit). */
interface Opened {
  id: number;
  label: string | null;
}

// A row's controls: the one that opened the record, else its focus stop (its checkbox, else its first control).
const controlIn = (row: HTMLElement, label: string | null): HTMLElement | null =>
  [...row.querySelectorAll<HTMLElement>(ROW_CONTROLS)].find(
    (control, index) => control.getAttribute('aria-label') === label || (label === null && index === 0),
  ) ?? rowFocusStop(row);

/**
 * Coming back to a list from a record it opened (the browser's Back, Cancel, a save) puts focus on that
 * record's row rather than the page (docs/behaviour.md#lists, "Focus after an action"). The list comes
 * back as a new view that loads its rows: focus moves once the row is there and the list no longer busy,
 * which the panel's own DOM says (no timer). `opening` is called as the list opens a record.
 */
export function useReturnFocus(root: ShadowRoot | undefined, view: PanelView): (id: number) => void {
  const opened = useRef<Opened | null>(null);
  const inList = LIST_VIEWS.includes(view.view);
  useEffect(() => {
    const want = opened.current;
    if (!root || !want || !inList) return;
    const place = (): boolean => {
      const row = root.querySelector<HTMLElement>(`[data-row-key="${want.id}"]`);
      if (!row || row.closest('[aria-busy="true"]')) return false;
      opened.current = null;
      if (focusLost()) controlIn(row, want.label)?.focus();
      return true;
    };
    if (place()) return;
    const watch = new MutationObserver(() => {
      if (place()) watch.disconnect();
    });
    watch.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
    return () => watch.disconnect();
  }, [root, inList, view]);
  return (id) => {
    opened.current = { id, label: deepActiveElement()?.getAttribute('aria-label') ?? null };
  };
}
