import { dayKey, monthOf, type DayKey } from '../../../lib/calendar/month.ts';
import { decodeMonth, encodeMonth } from '../../../lib/list/list-address.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import type { ListStateChange } from '../use-list-address.ts';

/** The month a calendar shows and how to show another: what its list state says (docs/behaviour.md#addresses). */
export interface ShownMonth {
  month: DayKey;
  show: (month: DayKey) => void;
}

/**
 * The calendar's month lives in its list state (`month=2026-12`, the current month left out), like a
 * list's page: showing another month is reported as a list-state change, so Back, reload, a copied link
 * and coming back from a form show that month again.
 */
export function useShownMonth(
  resource: Resource,
  listState: string,
  onListState: ((change: ListStateChange) => void) | undefined,
): ShownMonth {
  const current = monthOf(dayKey(new Date()));
  const month = decodeMonth(new URLSearchParams(listState)) ?? current;
  return {
    month,
    show(next) {
      const text = encodeMonth(monthOf(next), current);
      if (text !== encodeMonth(month, current))
        onListState?.({ resource: resource.name, listState: text, history: 'push' });
    },
  };
}
