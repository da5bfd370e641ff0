import {
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { createMoveController, type MoveOptions, type MoveSnapshot } from '../../../lib/move/controller.ts';
import { useNodes } from './use-nodes.ts';
import { focusLost } from '../../ui/focus.ts';

type Control = HTMLButtonElement;

export interface UseMoveOptions<T> extends MoveOptions<T> {
  /** Where focus goes when it was lost and the item it belonged to is gone (a deleted card). */
  fallbackFocus?: () => HTMLElement | null | undefined;
}

/** The events and ref of an item's handle (the button that moves it). */
export interface HandleProps {
  ref: (node: Control | null) => void;
  onKeyDown: (event: KeyboardEvent<Control>) => void;
  onPointerDown: (event: PointerEvent<Control>) => void;
  onPointerMove: (event: PointerEvent<Control>) => void;
  onPointerUp: (event: PointerEvent<Control>) => void;
  onPointerCancel: () => void;
}

export interface Move<T> extends MoveSnapshot<T> {
  handle(id: number): HandleProps;
  /** The ref of another control of an item (a Move up button) that focus may come back to. */
  control(id: number, name: string): (node: Control | null) => void;
  /** Whether the item being dragged is this one, and has left its place. */
  dragging(id: number): boolean;
  announce(text: string): void;
  focusOn(id: number, control?: string): void;
  /** Whether a click belongs to a drag that just ended (it then opens nothing). */
  takeClick(): boolean;
}

const keyOf = (id: number, control: string) => `${id}:${control}`;

/**
 * The move controller (lib/move/controller.ts) for a React view: its state, the handles' events, and focus
 * brought back to the moved item's control after its node was rebuilt in another column, day or place.
 */
export function useMove<T>(options: UseMoveOptions<T>): Move<T> {
  const [controller] = useState(() => createMoveController<T>(options));
  useLayoutEffect(() => controller.configure(options));
  const snapshot = useSyncExternalStore(controller.subscribe, controller.get);
  const nodes = useNodes<string, Control>();
  // Focus already on nothing before this render is the user's doing (a click on the page): left alone. Lost
  // by this render, it went with a node the render rebuilt elsewhere or removed.
  const lostBefore = focusLost();
  // The control that has focus before this render: rebuilt elsewhere by it (a colleague moved the card,
  // docs/behaviour.md#live-changes), focus follows it to its new node.
  const focusedBefore = nodes.focused();
  const control = (id: number, name: string) => nodes.ref(keyOf(id, name));

  useLayoutEffect(() => {
    const { focus } = snapshot;
    const node = (id: number, name: string) => nodes.get(keyOf(id, name));
    if (focus?.pending) {
      const wanted = node(focus.id, focus.control);
      const target = wanted && !wanted.disabled ? wanted : node(focus.id, 'handle');
      if (!target) return;
      target.focus();
      controller.focused();
      return;
    }
    if (lostBefore || !focusLost()) return;
    const kept = focusedBefore === undefined ? undefined : nodes.get(focusedBefore);
    (kept || (focus && node(focus.id, 'handle')) || options.fallbackFocus?.())?.focus();
  });

  const handle = (id: number): HandleProps => ({
    ref: control(id, 'handle'),
    onKeyDown(event: KeyboardEvent<Control>) {
      if (!controller.key(id, event)) return;
      event.preventDefault();
      // Escape puts the item back; it must not also close the dialog or panel around it.
      if (event.key === 'Escape') event.stopPropagation();
    },
    onPointerDown(event: PointerEvent<Control>) {
      if (controller.press(id, event.clientX, event.clientY, event.button))
        event.currentTarget.setPointerCapture(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<Control>) => controller.pointerMove(id, event.clientX, event.clientY),
    onPointerUp: (event: PointerEvent<Control>) => controller.release(id, event.clientX, event.clientY),
    onPointerCancel: controller.cancelPointer,
  });

  const { state } = snapshot;
  return {
    ...snapshot,
    handle,
    control,
    dragging: (id) => state.phase === 'dragging' && state.id === id && state.started,
    announce: controller.announce,
    focusOn: controller.focusOn,
    takeClick: controller.takeClick,
  };
}
