import { moveTexts } from '../../../lib/move/move-texts.ts';
import { useTexts } from '../../runtime/locale.tsx';
import { dropIndex, moveTo } from '../../../lib/list/reorder.ts';
import { useMove } from '../move/use-move.ts';
import { useNodes } from '../move/use-nodes.ts';
import type { ReorderData } from './use-reorder.ts';

/**
 * Moving rows of an ordered list (lib/move/controller.ts): dragged by the handle, the rows making room as
 * it goes; Up and Down on the handle move a row a place, Home and End to the top or the bottom; each move
 * is announced and focus stays on the control that moved the row.
 */
export function useReorderMove({ order, setOrder, saving, nameOf }: ReorderData) {
  const items = useNodes<number, HTMLLIElement>();
  const t = useTexts(moveTexts);
  const said = (id: number, index: number) =>
    t.movedToPosition({ name: nameOf(id), position: index + 1, total: order.length });
  const put = (id: number, to: number) => setOrder(moveTo(order, order.indexOf(id), to));
  const move = useMove<number>({
    keys: 'direct',
    threshold: 0,
    placeOf: (id) => (order.includes(id) ? order.indexOf(id) : null),
    // Below as many other rows as have their middle above the pointer, as the rows are shown now.
    targetAt(id, _x, y) {
      const boxes = items.boxes();
      const middles = boxes.map(([, box]) => box.top + box.height / 2);
      return dropIndex(
        middles,
        boxes.findIndex(([key]) => key === id),
        y,
      );
    },
    keyTarget(_id, { key }, from) {
      const by = { ArrowUp: -1, ArrowDown: 1, Home: -order.length, End: order.length }[key];
      if (by === undefined) return null;
      const to = Math.max(0, Math.min(order.length - 1, from + by));
      return to === from ? 'edge' : to;
    },
    same: (a, b) => a === b,
    draggable: () => !saving,
    say: (event, id, index) => (event === 'edge' ? t.cannotGoFurther({ name: nameOf(id) }) : said(id, index)),
    drop(id, to, by) {
      put(id, to);
      if (by === 'keyboard') move.focusOn(id);
    },
  });
  const { state } = move;
  const shown =
    state.phase === 'dragging' && state.over !== null
      ? moveTo(order, order.indexOf(state.id), state.over)
      : order;
  return {
    move,
    shown,
    item: items.ref,
    /** A row's Move up or Move down button: focus stays on it, or on the handle once it stops. */
    step(id: number, by: number, control: string) {
      const to = order.indexOf(id) + by;
      put(id, to);
      move.focusOn(id, control);
      move.announce(said(id, to));
    },
  };
}
