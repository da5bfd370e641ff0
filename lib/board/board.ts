/**
 * A board of cards in columns, as ids: moving a card by drag, by keyboard and from the server's answer.
 * Pure functions; the board view keeps one `Board` and replaces it with each result.
 */

export type Board = Record<string, number[]>;

/** Where a card is, or where it would land: a column and a 0-based index in it. */
export interface Place {
  column: string;
  index: number;
}

/** A card's place as the server keeps it. */
export interface Placement {
  id: number;
  column: string;
  position: number;
}

/** The board from cards' placements: each column's cards by position, then id; unknown columns dropped. */
export function boardOf(columns: readonly string[], cards: readonly Placement[]): Board {
  const sorted = [...cards].sort((a, b) => a.position - b.position || a.id - b.id);
  return Object.fromEntries(
    columns.map((column) => [column, sorted.filter((card) => card.column === column).map((card) => card.id)]),
  );
}

export function locate(board: Board, id: number): Place | null {
  for (const [column, ids] of Object.entries(board)) {
    const index = ids.indexOf(id);
    if (index >= 0) return { column, index };
  }
  return null;
}

/** The board with the card at `to` (its index clamped into the column as it is without the card). */
export function moveCard(board: Board, id: number, to: Place): Board {
  if (!locate(board, id) || !(to.column in board)) return board;
  const next = Object.fromEntries(
    Object.entries(board).map(([column, ids]) => [column, ids.filter((each) => each !== id)]),
  );
  const target = next[to.column]!;
  target.splice(Math.max(0, Math.min(to.index, target.length)), 0, id);
  return next;
}

const STEPS: Record<string, [columns: number, rows: number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/**
 * Where an arrow key takes a held card: up and down within its column, left and right to the next column
 * at the same height (or its end). Null for any other key, and at the board's edges.
 */
export function stepPlace(board: Board, columns: readonly string[], id: number, key: string): Place | null {
  const step = STEPS[key];
  const from = locate(board, id);
  if (!step || !from) return null;
  const [across, down] = step;
  if (across !== 0) {
    const column = columns[columns.indexOf(from.column) + across];
    if (!column) return null;
    return { column, index: Math.min(from.index, board[column]!.length) };
  }
  const index = from.index + down;
  if (index < 0 || index >= board[from.column]!.length) return null;
  return { column: from.column, index };
}

/** A column's box on screen, and the vertical middles of its cards (without the dragged one), in order. */
export interface ColumnBox {
  column: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
  middles: number[];
}

const gap = (value: number, low: number, high: number) =>
  value < low ? low - value : value > high ? value - high : 0;

/**
 * Where a dragged card would land under the pointer: the column whose box is nearest (side by side on a
 * wide screen, stacked on a narrow one), below as many of its cards as have their middle above the pointer.
 */
export function dropPlace(boxes: readonly ColumnBox[], x: number, y: number): Place | null {
  const distance = (box: ColumnBox) => Math.hypot(gap(x, box.left, box.right), gap(y, box.top, box.bottom));
  const nearest = [...boxes].sort((a, b) => distance(a) - distance(b))[0];
  if (!nearest) return null;
  return { column: nearest.column, index: nearest.middles.filter((middle) => middle < y).length };
}

/** Whether two boards hold the same cards in the same places (a refresh that changes nothing is ignored). */
export const sameBoard = (a: Board, b: Board): boolean =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(
    ([column, ids]) => b[column]?.length === ids.length && ids.every((id, index) => b[column]![index] === id),
  );
