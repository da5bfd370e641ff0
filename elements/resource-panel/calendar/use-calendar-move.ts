import { addDays, dayKey, stepFor, type DayKey } from '../../../lib/calendar/month.ts';
import { useMove } from '../move/use-move.ts';
import { useNodes } from '../move/use-nodes.ts';
import type { CalendarData } from './use-calendar.ts';

// A press that moves less than this is a click (open the record), not a drag.
const DRAG_PX = 4;

/**
 * Moving a calendar's records (lib/move/controller.ts): dragged onto another day of the grid, or by
 * Shift with an arrow key (a day left and right, a week up and down); focus follows the record to its new
 * day. Records the area keeps read-only say why they stay put. No drag in the narrow agenda.
 */
export function useCalendarMove(data: CalendarData, narrow: boolean) {
  const cells = useNodes<DayKey, HTMLElement>();
  const rowOf = (id: number) => data.rows.find((row) => data.idOf(row) === id);
  const move = useMove<DayKey>({
    keys: 'direct',
    threshold: DRAG_PX,
    placeOf(id) {
      const row = rowOf(id);
      return row ? dayKey(new Date(String(row[data.field]))) : null;
    },
    targetAt(_id, x, y) {
      const under = cells
        .boxes()
        .find(([, box]) => x >= box.left && x < box.right && y >= box.top && y < box.bottom);
      return under?.[0] ?? null;
    },
    keyTarget(_id, key, from) {
      const step = key.shiftKey ? stepFor(key.key) : null;
      return step === null ? null : addDays(from, step);
    },
    same: (a, b) => a === b,
    draggable(id) {
      const row = rowOf(id);
      return !narrow && row !== undefined && !data.locked(row);
    },
    // Said once the server took the move (or in the refusal's words), by `drop`.
    say: () => '',
    drop(id, day) {
      const row = rowOf(id);
      if (!row) return;
      void data.save(row, day).then((result) => {
        if (!result) return;
        move.announce(result.said);
        if (result.follow) move.focusOn(id);
      });
    },
  });
  const { state } = move;
  return { move, cell: cells.ref, over: state.phase === 'dragging' && state.started ? state.over : null };
}
