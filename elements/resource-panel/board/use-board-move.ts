import { dropPlace, locate, moveCard, stepPlace, type Board, type Place } from '../../../lib/board/board.ts';
import type { MoveEvent } from '../../../lib/move/controller.ts';
import { moveTexts, type MoveTexts } from '../../../lib/move/move-texts.ts';
import { useTexts } from '../../runtime/locale.tsx';
import { useMove } from '../move/use-move.ts';
import { useNodes } from '../move/use-nodes.ts';
import type { BoardData } from './use-board.ts';

type Phrase = MoveTexts['carried'];
const phrases = (t: MoveTexts): Record<Exclude<MoveEvent, 'edge'>, Phrase> => ({
  picked: t.pickedUp,
  moved: t.carried,
  dropped: t.dropped,
  cancelled: t.cancelled,
});

/**
 * Moving a board's cards (lib/move/controller.ts): Space or Enter picks a card up, the arrow keys carry
 * it within and across columns, Space or Enter drops it, Escape or Tab puts it back; a handle drags it to
 * the column nearest the pointer. The board shown holds the card where it is carried.
 */
export function useBoardMove(data: BoardData, fallbackFocus: () => HTMLElement | null | undefined) {
  const { board, columns, nameOf, headingOf } = data;
  const sections = useNodes<string, HTMLElement>();
  const items = useNodes<number, HTMLLIElement>();
  const t: MoveTexts = useTexts(moveTexts);
  const at = (id: number, place: Place) => moveCard(board, id, place);
  const tell = (phrase: Phrase, id: number, on: Board) => {
    const place = locate(on, id);
    if (!place) return '';
    const total = on[place.column]!.length;
    return phrase({ name: nameOf(id), heading: headingOf(place.column), position: place.index + 1, total });
  };

  const move = useMove<Place>({
    keys: 'pick',
    threshold: 0,
    placeOf: (id) => locate(board, id),
    targetAt(id, x, y) {
      const boxes = columns.flatMap((column) => {
        const box = sections.box(column);
        if (!box) return [];
        const middles = (board[column] ?? [])
          .filter((card) => card !== id)
          .map((card) => {
            const rect = items.box(card);
            return rect ? rect.top + rect.height / 2 : 0;
          });
        return [{ column, left: box.left, right: box.right, top: box.top, bottom: box.bottom, middles }];
      });
      return dropPlace(boxes, x, y);
    },
    keyTarget: (id, { key }, from) =>
      key.startsWith('Arrow') ? (stepPlace(at(id, from), columns, id, key) ?? 'edge') : null,
    same: (a, b) => a.column === b.column && a.index === b.index,
    draggable: () => true,
    say: (event, id, place) =>
      event === 'edge' ? t.cannotGoFurther({ name: nameOf(id) }) : tell(phrases(t)[event], id, at(id, place)),
    drop(id, place) {
      void data.save(id, place).then((next) => next && move.announce(tell(t.boardChanged, id, next)));
    },
    fallbackFocus,
  });

  const { state } = move;
  return {
    move,
    shown: state.phase === 'picked' ? at(state.id, state.over) : board,
    held: state.phase === 'picked' ? state.id : null,
    dropAt: state.phase === 'dragging' ? state.over : null,
    section: sections.ref,
    item: items.ref,
  };
}
