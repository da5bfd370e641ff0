/**
 * Moving an item (a board's card, a calendar's record, a list's row) by pointer or by keyboard: one state
 * machine for every view that moves things, so each view only says where things are and what a move
 * means. Framework-free; `elements/resource-panel/move/use-move.ts` ties it to React.
 *
 * - `idle`: nothing moves.
 * - `picked`: the keyboard picked an item up (`keys: 'pick'`): the arrow keys carry it (`over`), Space or
 *   Enter drops it, Escape or Tab puts it back. With `keys: 'direct'` each move key moves it at once.
 * - `dragging`: the pointer holds it; it counts as moving (`started`) once it went `threshold` px, and
 *   `over` is the target under the pointer. Release drops it there; Escape or a cancel puts it back.
 *
 * The view derives what to show from `over` (the card in its new column, the row at its new index, the
 * day outlined), so putting an item back is forgetting `over`. Docs: docs/architecture.md (views that move
 * things) and docs/behaviour.md (moving things).
 */

export type MoveState<T> =
  | { phase: 'idle' }
  | { phase: 'picked'; id: number; start: T; over: T }
  | { phase: 'dragging'; id: number; x: number; y: number; started: boolean; over: T | null };

/** What a screen reader hears about: each step of a pick-up, and every move that lands. */
export type MoveEvent = 'picked' | 'moved' | 'dropped' | 'cancelled' | 'edge';

export interface MoveKey {
  key: string;
  shiftKey?: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/** Where the focus goes back to after a move rebuilt the item's node: an item's control ('handle'...). */
export interface FocusTarget {
  id: number;
  control: string;
  /** Asked for once (after a move by a button or a key): focus it as soon as it is there. */
  pending: boolean;
}

export interface MoveOptions<T> {
  /** 'pick': Space or Enter picks up and drops (the board); 'direct': each move key moves at once. */
  keys: 'pick' | 'direct';
  /** Pointer travel, in px, below which a press is a click rather than a drag. */
  threshold: number;
  /** Where the item is now; null when the view does not know it. */
  placeOf(id: number): T | null;
  /** The target under the pointer, or null over nothing a move can land on. */
  targetAt(id: number, x: number, y: number): T | null;
  /** Where a key takes the item from `from`: a target, 'edge' when it can go no further, null for other keys. */
  keyTarget(id: number, key: MoveKey, from: T): T | 'edge' | null;
  same(a: T, b: T): boolean;
  /** Whether the pointer may drag the item (keys always ask `drop`, which may refuse in words). */
  draggable(id: number): boolean;
  /** The live region's text for a step; '' says nothing. */
  say(event: MoveEvent, id: number, target: T): string;
  /** The item landed somewhere else than it was: save it (a move the view may still refuse). */
  drop(id: number, target: T, by: 'keyboard' | 'pointer'): void;
}

export interface MoveSnapshot<T> {
  state: MoveState<T>;
  announcement: string;
  focus: FocusTarget | null;
}

const PICK_KEYS = new Set([' ', 'Enter']);
const IDLE = { phase: 'idle' } as const;

export type MoveController<T> = ReturnType<typeof createMoveController<T>>;

/** A controller; `configure` gives it fresh options (a view's current data) at each render. */
export function createMoveController<T>(initial: MoveOptions<T>) {
  let current = initial;
  const options = () => current;
  let snapshot: MoveSnapshot<T> = { state: IDLE, announcement: '', focus: null };
  // After a drag the browser still sends the click that ends the press: it opens nothing.
  let swallowNextClick = false;
  const listeners = new Set<() => void>();

  const set = (change: Partial<MoveSnapshot<T>>) => {
    snapshot = { ...snapshot, ...change };
    for (const listener of listeners) listener();
  };
  const announce = (text: string) => {
    if (text) set({ announcement: text });
  };
  const say = (event: MoveEvent, id: number, target: T) => announce(options().say(event, id, target));

  /** Drops the item at `target` unless that is where it already is; whether it dropped. */
  const land = (id: number, target: T, by: 'keyboard' | 'pointer', from: T | null) => {
    if (from !== null && options().same(target, from)) return false;
    options().drop(id, target, by);
    return true;
  };

  /** A key pressed on an item's handle; true when the key was the controller's (the view stops it). */
  function key(id: number, event: MoveKey): boolean {
    const { state } = snapshot;
    const opts = options();
    if (state.phase === 'dragging') {
      if (event.key !== 'Escape') return false;
      cancelPointer();
      return true;
    }
    set({ focus: { id, control: 'handle', pending: false } });
    if (state.phase === 'picked' && state.id === id) {
      if (PICK_KEYS.has(event.key)) {
        set({ state: IDLE });
        say('dropped', id, state.over);
        land(id, state.over, 'keyboard', state.start);
        return true;
      }
      if (event.key === 'Escape' || event.key === 'Tab') {
        set({ state: IDLE });
        say('cancelled', id, state.start);
        return event.key === 'Escape';
      }
      const target = opts.keyTarget(id, event, state.over);
      if (target === null) return false;
      if (target === 'edge') say('edge', id, state.over);
      else {
        set({ state: { ...state, over: target } });
        say('moved', id, target);
      }
      return true;
    }
    const from = opts.placeOf(id);
    if (from === null) return false;
    if (opts.keys === 'pick') {
      if (!PICK_KEYS.has(event.key)) return false;
      set({ state: { phase: 'picked', id, start: from, over: from } });
      say('picked', id, from);
      return true;
    }
    const target = opts.keyTarget(id, event, from);
    if (target === null) return false;
    if (target === 'edge') say('edge', id, from);
    else if (land(id, target, 'keyboard', from)) say('dropped', id, target);
    return true;
  }

  /** A press on an item; true when it starts a drag (the view captures the pointer). */
  function press(id: number, x: number, y: number, button = 0): boolean {
    if (button !== 0 || snapshot.state.phase !== 'idle' || !options().draggable(id)) return false;
    const started = options().threshold <= 0;
    set({ state: { phase: 'dragging', id, x, y, started, over: null }, focus: null });
    return true;
  }

  function pointerMove(id: number, x: number, y: number): void {
    const { state } = snapshot;
    if (state.phase !== 'dragging' || state.id !== id) return;
    const opts = options();
    if (!state.started && Math.hypot(x - state.x, y - state.y) < opts.threshold) return;
    const over = opts.targetAt(id, x, y);
    const unchanged =
      over === null ? state.over === null : state.over !== null && opts.same(over, state.over);
    if (!state.started || !unchanged) set({ state: { ...state, started: true, over } });
  }

  function release(id: number, x: number, y: number): void {
    const { state } = snapshot;
    if (state.phase !== 'dragging' || state.id !== id) return;
    set({ state: IDLE });
    if (!state.started) return;
    swallowNextClick = true;
    const target = options().targetAt(id, x, y);
    if (target !== null && land(id, target, 'pointer', options().placeOf(id))) say('dropped', id, target);
  }

  /** The pointer let go without a drop (pointercancel, Escape): the item stays where it was. */
  function cancelPointer(): void {
    const { state } = snapshot;
    if (state.phase !== 'dragging') return;
    swallowNextClick = state.started;
    set({ state: IDLE });
  }

  return {
    get: () => snapshot,
    configure(next: MoveOptions<T>): void {
      current = next;
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    key,
    press,
    pointerMove,
    release,
    cancelPointer,
    announce,
    /** Focus an item's control once it is on screen (after a move that rebuilt its node). */
    focusOn: (id: number, control = 'handle') => set({ focus: { id, control, pending: true } }),
    /** The pending focus was given. */
    focused(): void {
      if (snapshot.focus?.pending) set({ focus: { ...snapshot.focus, pending: false } });
    },
    /** Whether a click belongs to a drag that just ended (and so opens nothing); answers once. */
    takeClick(): boolean {
      const swallow = swallowNextClick;
      swallowNextClick = false;
      return swallow;
    },
  };
}
