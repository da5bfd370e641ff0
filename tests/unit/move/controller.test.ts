import { describe, expect, it } from 'vitest';
import { createMoveController, type MoveKey, type MoveOptions } from '../../../lib/move/controller.ts';

// A row of five slots; items 1..3 sit at slots 0..2, the pointer's x picks a slot 10 px wide.
function setup(overrides: Partial<MoveOptions<number>> = {}) {
  const places = new Map([
    [1, 0],
    [2, 1],
    [3, 2],
  ]);
  const drops: [number, number, string][] = [];
  const options: MoveOptions<number> = {
    keys: 'pick',
    threshold: 0,
    placeOf: (id) => places.get(id) ?? null,
    targetAt: (_id, x) => (x >= 0 && x < 50 ? Math.floor(x / 10) : null),
    keyTarget: (_id, key, from) => {
      const by = { ArrowLeft: -1, ArrowRight: 1 }[key.key];
      if (by === undefined) return null;
      const to = from + by;
      return to < 0 || to > 4 ? 'edge' : to;
    },
    same: (a, b) => a === b,
    draggable: (id) => id !== 3,
    say: (event, id, target) => `${event} ${id} at ${target}`,
    drop: (id, target, by) => drops.push([id, target, by]),
    ...overrides,
  };
  const move = createMoveController(options);
  const key = (id: number, name: string, extra: Partial<MoveKey> = {}) =>
    move.key(id, { key: name, ...extra });
  return { move, drops, key, options };
}

describe('move controller: keyboard pick-up', () => {
  it('picks up, carries, drops and saves once, saying each step', () => {
    const { move, drops, key } = setup();
    expect(key(1, 'ArrowRight')).toBe(false);
    expect(key(1, ' ')).toBe(true);
    expect(move.get().state).toEqual({ phase: 'picked', id: 1, start: 0, over: 0 });
    expect(move.get().announcement).toBe('picked 1 at 0');
    expect(key(1, 'ArrowRight')).toBe(true);
    expect(key(1, 'ArrowRight')).toBe(true);
    expect(move.get().announcement).toBe('moved 1 at 2');
    expect(drops).toEqual([]);
    expect(key(1, 'Enter')).toBe(true);
    expect(move.get().state.phase).toBe('idle');
    expect(move.get().announcement).toBe('dropped 1 at 2');
    expect(drops).toEqual([[1, 2, 'keyboard']]);
  });

  it('says the edge, and sends nothing for a drop where the item started', () => {
    const { move, drops, key } = setup();
    key(1, ' ');
    expect(key(1, 'ArrowLeft')).toBe(true);
    expect(move.get().announcement).toBe('edge 1 at 0');
    expect(key(1, 'a')).toBe(false);
    key(1, ' ');
    expect(move.get().announcement).toBe('dropped 1 at 0');
    expect(drops).toEqual([]);
  });

  it('Escape puts the item back (the key is the controller’s); Tab too, but lets focus move on', () => {
    const { move, drops, key } = setup();
    key(2, ' ');
    key(2, 'ArrowRight');
    expect(key(2, 'Escape')).toBe(true);
    expect(move.get().state.phase).toBe('idle');
    expect(move.get().announcement).toBe('cancelled 2 at 1');
    key(2, 'Enter');
    key(2, 'ArrowRight');
    expect(key(2, 'Tab')).toBe(false);
    expect(move.get().announcement).toBe('cancelled 2 at 1');
    expect(drops).toEqual([]);
  });

  it('keeps the item a key was pressed on as the focus target, until a pointer press', () => {
    const { move, key } = setup();
    key(2, 'x');
    expect(move.get().focus).toEqual({ id: 2, control: 'handle', pending: false });
    move.press(1, 5, 5);
    expect(move.get().focus).toBeNull();
    move.focusOn(3, 'up');
    expect(move.get().focus).toEqual({ id: 3, control: 'up', pending: true });
    move.focused();
    expect(move.get().focus).toEqual({ id: 3, control: 'up', pending: false });
  });
});

describe('move controller: keyboard direct', () => {
  it('moves at once with each key, said once it landed; the edge is said, not sent', () => {
    const { move, drops, key } = setup({ keys: 'direct' });
    expect(key(2, ' ')).toBe(false);
    expect(key(2, 'ArrowRight')).toBe(true);
    expect(drops).toEqual([[2, 2, 'keyboard']]);
    expect(move.get().announcement).toBe('dropped 2 at 2');
    expect(move.get().state.phase).toBe('idle');
    expect(key(1, 'ArrowLeft')).toBe(true);
    expect(move.get().announcement).toBe('edge 1 at 0');
    expect(drops).toHaveLength(1);
  });

  it('asks the view to drop even an item the pointer may not drag (the view refuses in words)', () => {
    const { drops, key } = setup({ keys: 'direct' });
    key(3, 'ArrowRight');
    expect(drops).toEqual([[3, 3, 'keyboard']]);
  });

  it('a view saying nothing leaves the last announcement', () => {
    const { move, key } = setup({ keys: 'direct', say: () => '' });
    move.announce('Moved by the server');
    key(1, 'ArrowRight');
    expect(move.get().announcement).toBe('Moved by the server');
  });
});

describe('move controller: pointer', () => {
  it('drags from a press to a release over another target, and swallows the click that follows', () => {
    const { move, drops } = setup();
    expect(move.press(1, 5, 5)).toBe(true);
    expect(move.get().state).toMatchObject({ phase: 'dragging', id: 1, started: true, over: null });
    move.pointerMove(2, 25, 5);
    expect(move.get().state).toMatchObject({ over: null });
    move.pointerMove(1, 25, 5);
    expect(move.get().state).toMatchObject({ over: 2 });
    move.release(1, 35, 5);
    expect(move.get().state.phase).toBe('idle');
    expect(drops).toEqual([[1, 3, 'pointer']]);
    expect(move.get().announcement).toBe('dropped 1 at 3');
    expect(move.takeClick()).toBe(true);
    expect(move.takeClick()).toBe(false);
  });

  it('a press that moves less than the threshold is a click: nothing dropped, the click goes through', () => {
    const { move, drops } = setup({ threshold: 4 });
    move.press(1, 5, 5);
    move.pointerMove(1, 7, 6);
    expect(move.get().state).toMatchObject({ phase: 'dragging', started: false });
    move.release(1, 7, 6);
    expect(drops).toEqual([]);
    expect(move.takeClick()).toBe(false);
    move.press(1, 5, 5);
    move.pointerMove(1, 15, 5);
    expect(move.get().state).toMatchObject({ started: true, over: 1 });
  });

  it('drops nothing back where it started or off every target', () => {
    const { move, drops } = setup();
    move.press(2, 15, 5);
    move.release(2, 15, 5);
    move.press(2, 15, 5);
    move.release(2, 500, 5);
    expect(drops).toEqual([]);
  });

  it('refuses other buttons, items it may not drag, and a press while an item is picked up', () => {
    const { move, key } = setup();
    expect(move.press(1, 5, 5, 2)).toBe(false);
    expect(move.press(3, 25, 5)).toBe(false);
    key(1, ' ');
    expect(move.press(2, 15, 5)).toBe(false);
    expect(move.get().state.phase).toBe('picked');
  });

  it('Escape or a cancel ends a drag where it began; a drag ignores other keys', () => {
    const { move, drops, key } = setup({ threshold: 4 });
    move.press(1, 5, 5);
    move.pointerMove(1, 25, 5);
    expect(key(1, ' ')).toBe(false);
    expect(key(1, 'Escape')).toBe(true);
    expect(move.get().state.phase).toBe('idle');
    expect(move.takeClick()).toBe(true);
    move.press(1, 5, 5);
    move.cancelPointer();
    expect(move.takeClick()).toBe(false);
    move.release(1, 25, 5);
    expect(drops).toEqual([]);
  });

  it('reads the options it was last given (a view’s data of this render)', () => {
    const { move, drops, options } = setup();
    move.press(1, 5, 5);
    move.configure({ ...options, targetAt: () => 4 });
    move.release(1, 5, 5);
    expect(drops).toEqual([[1, 4, 'pointer']]);
  });

  it('tells its listeners of each change until they leave', () => {
    const { move } = setup();
    let calls = 0;
    const leave = move.subscribe(() => (calls += 1));
    move.press(1, 5, 5);
    leave();
    move.release(1, 5, 5);
    expect(calls).toBe(1);
  });
});
