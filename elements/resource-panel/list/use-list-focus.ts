import { useEffect, useRef, type RefObject } from 'react';
import type { ListState } from '../../../lib/list/list-controller.ts';
import { focusLost, rowFocusStop } from '../../ui/focus.ts';

/** Where focus goes once the list shows its next rows: the row at a place, or a record's row. */
type Wanted = { index: number } | { id: number };

export interface ListFocus {
  /** After the next load, a lost focus goes to the row now at this place (a deleted row's). */
  rowAt: (index: number) => void;
  /** After the next load, a lost focus goes to this record's row (one put back from the trash). */
  record: (id: number) => void;
}

/**
 * Focus never falls to the page after a list's action (docs/behaviour.md#lists): when the control that
 * had it went with the rows, it goes to the row's focus stop (its checkbox, else its first control), or
 * to the list's heading when that row is not there.
 */
export function useListFocus(
  section: RefObject<HTMLElement | null>,
  heading: RefObject<HTMLElement | null>,
  state: Pick<ListState<unknown>, 'rows' | 'loading'>,
): ListFocus {
  const wanted = useRef<Wanted | null>(null);
  useEffect(() => {
    const want = wanted.current;
    if (!want || state.loading) return;
    wanted.current = null;
    if (!focusLost()) return;
    const rows = [...(section.current?.querySelectorAll<HTMLElement>('[data-row-key]') ?? [])];
    const row =
      'id' in want
        ? rows.find((node) => node.dataset.rowKey === String(want.id))
        : rows[Math.min(want.index, rows.length - 1)];
    const stop = row && rowFocusStop(row);
    (stop ?? heading.current)?.focus();
  }, [section, heading, state.rows, state.loading]);
  return {
    rowAt: (index) => (wanted.current = { index }),
    record: (id) => (wanted.current = { id }),
  };
}
