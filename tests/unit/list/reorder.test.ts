import { describe, expect, it } from 'vitest';
import { dropIndex, moveBy, moveTo, orderChanged } from '../../../lib/list/reorder.ts';
import { moveTexts } from '../../../lib/move/move-texts.ts';

describe('reorder moves', () => {
  const ids = [10, 20, 30, 40];

  it('moves an item to an index, clamped, without changing the input', () => {
    expect(moveTo(ids, 0, 2)).toEqual([20, 30, 10, 40]);
    expect(moveTo(ids, 3, 0)).toEqual([40, 10, 20, 30]);
    expect(moveTo(ids, 1, 99)).toEqual([10, 30, 40, 20]);
    expect(moveTo(ids, 1, -5)).toEqual([20, 10, 30, 40]);
    expect(moveTo(ids, 7, 0)).toEqual(ids);
    expect(ids).toEqual([10, 20, 30, 40]);
  });

  it('moves an item up or down by places; the ends stay put', () => {
    expect(moveBy(ids, 30, -1)).toEqual([10, 30, 20, 40]);
    expect(moveBy(ids, 30, 1)).toEqual([10, 20, 40, 30]);
    expect(moveBy(ids, 10, -1)).toEqual(ids);
    expect(moveBy(ids, 40, 1)).toEqual(ids);
    expect(moveBy(ids, 99, 1)).toEqual(ids);
  });

  it('drops a dragged item past the middles of the other items above the pointer', () => {
    const middles = [10, 30, 50, 70];
    expect(dropIndex(middles, 0, 5)).toBe(0);
    expect(dropIndex(middles, 0, 35)).toBe(1);
    expect(dropIndex(middles, 0, 200)).toBe(3);
    expect(dropIndex(middles, 3, 0)).toBe(0);
    expect(dropIndex(middles, 2, 45)).toBe(2);
    expect(dropIndex(middles, 1, 25)).toBe(1);
  });

  it('announces the new position and tells a changed order', () => {
    expect(
      moveTexts('en').get().movedToPosition({ name: 'How do I buy tickets?', position: 2, total: 5 }),
    ).toBe('Moved “How do I buy tickets?” to position 2 of 5.');
    expect(orderChanged([1, 2, 3], [1, 2, 3])).toBe(false);
    expect(orderChanged([2, 1, 3], [1, 2, 3])).toBe(true);
  });
});
