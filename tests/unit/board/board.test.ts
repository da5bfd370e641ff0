import { describe, expect, it } from 'vitest';
import { moveTexts } from '../../../lib/move/move-texts.ts';
import {
  boardOf,
  dropPlace,
  locate,
  moveCard,
  sameBoard,
  stepPlace,
  type Board,
} from '../../../lib/board/board.ts';

const COLUMNS = ['todo', 'doing', 'review', 'done'];
const start = (): Board => ({ todo: [1, 2, 3], doing: [4], review: [], done: [5, 6] });

describe('board model', () => {
  it('builds columns from placements by position, then id, dropping unknown columns', () => {
    expect(
      boardOf(COLUMNS, [
        { id: 9, column: 'todo', position: 1 },
        { id: 3, column: 'todo', position: 1 },
        { id: 7, column: 'todo', position: 0 },
        { id: 8, column: 'done', position: 0 },
        { id: 1, column: 'backlog', position: 0 },
      ]),
    ).toEqual({ todo: [7, 3, 9], doing: [], review: [], done: [8] });
  });

  it('moves a card within a column and across columns, clamping the index', () => {
    expect(moveCard(start(), 3, { column: 'todo', index: 0 }).todo).toEqual([3, 1, 2]);
    expect(moveCard(start(), 1, { column: 'todo', index: 9 }).todo).toEqual([2, 3, 1]);
    const across = moveCard(start(), 2, { column: 'review', index: 4 });
    expect(across).toEqual({ todo: [1, 3], doing: [4], review: [2], done: [5, 6] });
    expect(moveCard(start(), 6, { column: 'doing', index: -2 }).doing).toEqual([6, 4]);
  });

  it('leaves the board alone for an unknown card or column, and never changes its input', () => {
    const board = start();
    expect(moveCard(board, 42, { column: 'todo', index: 0 })).toBe(board);
    expect(moveCard(board, 1, { column: 'backlog', index: 0 })).toBe(board);
    moveCard(board, 1, { column: 'done', index: 0 });
    expect(board).toEqual(start());
  });

  it('locates cards', () => {
    expect(locate(start(), 5)).toEqual({ column: 'done', index: 0 });
    expect(locate(start(), 42)).toBeNull();
  });

  it('steps a held card with the arrow keys, stopping at the edges', () => {
    const board = start();
    expect(stepPlace(board, COLUMNS, 2, 'ArrowUp')).toEqual({ column: 'todo', index: 0 });
    expect(stepPlace(board, COLUMNS, 2, 'ArrowDown')).toEqual({ column: 'todo', index: 2 });
    expect(stepPlace(board, COLUMNS, 1, 'ArrowUp')).toBeNull();
    expect(stepPlace(board, COLUMNS, 3, 'ArrowDown')).toBeNull();
    expect(stepPlace(board, COLUMNS, 3, 'ArrowRight')).toEqual({ column: 'doing', index: 1 });
    expect(stepPlace(board, COLUMNS, 4, 'ArrowRight')).toEqual({ column: 'review', index: 0 });
    expect(stepPlace(board, COLUMNS, 1, 'ArrowLeft')).toBeNull();
    expect(stepPlace(board, COLUMNS, 6, 'ArrowRight')).toBeNull();
    expect(stepPlace(board, COLUMNS, 6, 'ArrowLeft')).toEqual({ column: 'review', index: 0 });
    expect(stepPlace(board, COLUMNS, 1, 'Enter')).toBeNull();
  });

  it('finds the drop place under the pointer: nearest column, below the middles above it', () => {
    const boxes = [
      { column: 'todo', left: 0, right: 100, top: 0, bottom: 400, middles: [20, 60, 100] },
      { column: 'doing', left: 110, right: 210, top: 0, bottom: 400, middles: [20] },
    ];
    expect(dropPlace(boxes, 50, 10)).toEqual({ column: 'todo', index: 0 });
    expect(dropPlace(boxes, 50, 70)).toEqual({ column: 'todo', index: 2 });
    expect(dropPlace(boxes, 150, 500)).toEqual({ column: 'doing', index: 1 });
    expect(dropPlace(boxes, 104, 0)?.column).toBe('todo');
    expect(dropPlace(boxes, 900, 0)?.column).toBe('doing');
    expect(dropPlace([], 0, 0)).toBeNull();
    const stacked = [
      { column: 'todo', left: 0, right: 300, top: 0, bottom: 100, middles: [50] },
      { column: 'doing', left: 0, right: 300, top: 120, bottom: 220, middles: [] },
    ];
    expect(dropPlace(stacked, 40, 180)).toEqual({ column: 'doing', index: 0 });
    expect(dropPlace(stacked, 40, 90)).toEqual({ column: 'todo', index: 1 });
  });

  it('compares boards', () => {
    expect(sameBoard(start(), start())).toBe(true);
    expect(sameBoard(start(), moveCard(start(), 1, { column: 'todo', index: 1 }))).toBe(false);
    expect(sameBoard(start(), { ...start(), review: [7] })).toBe(false);
  });

  it('announces each step of a keyboard move in words', () => {
    const say = moveTexts('en').get();
    const at = (name: string, heading: string, position: number, total: number) => ({
      name,
      heading,
      position,
      total,
    });
    expect(say.pickedUp(at('Print', 'To do', 1, 3))).toBe(
      'Picked up “Print” in To do, position 1 of 3. Use the arrow keys to move it, Space to drop it, Escape to cancel.',
    );
    expect(say.carried(at('Print', 'Doing', 2, 2))).toBe('“Print”: Doing, position 2 of 2.');
    expect(say.dropped(at('Print', 'Review', 1, 1))).toBe('Dropped “Print” in Review at position 1 of 1.');
    expect(say.cancelled(at('Print', 'To do', 3, 3))).toBe(
      'Move cancelled. “Print” is back in To do at position 3 of 3.',
    );
    expect(say.cannotGoFurther({ name: 'Print' })).toBe('“Print” cannot go further that way.');
    expect(say.boardChanged(at('Print', 'Done', 1, 4))).toBe(
      'The board had changed in another browser: “Print” is in Done at position 1 of 4.',
    );
  });
});
