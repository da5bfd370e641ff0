import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { COLUMN_WIDTH_MAX, COLUMN_WIDTH_MIN } from '../../../lib/protocol/list-prefs.ts';
import * as styles from './list.css.ts';

/** One arrow press; Shift makes it a bigger step. */
const STEP_PX = 16;
const BIG_STEP_PX = 64;

export interface ColumnResizerProps {
  label: string;
  /** The column's width now: the user's, else what the table gave it (read on first use). */
  width: number | undefined;
  measure: () => number;
  /** While dragging: the width to show. */
  onDraft: (width: number | null) => void;
  /** The final width, kept with the list's preferences. */
  onResize: (width: number) => void;
}

const clamp = (width: number) => Math.round(Math.min(COLUMN_WIDTH_MAX, Math.max(COLUMN_WIDTH_MIN, width)));

/**
 * A header cell's end edge that resizes its column (docs/behaviour.md#lists): drag it with the pointer,
 * or focus it and press Left or Right (a window splitter in ARIA's words, its value the width in px).
 * The inline end follows the writing direction: in a right-to-left page Left widens.
 */
export function ColumnResizer({ label, width, measure, onDraft, onResize }: ColumnResizerProps) {
  const start = useRef<{ x: number; width: number } | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const current = width ?? shown ?? undefined;
  const sign = (node: HTMLElement) => (getComputedStyle(node).direction === 'rtl' ? -1 : 1);

  const down = (event: PointerEvent<HTMLElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { x: event.clientX, width: width ?? measure() };
  };
  const move = (event: PointerEvent<HTMLElement>) => {
    if (!start.current) return;
    const next = clamp(start.current.width + (event.clientX - start.current.x) * sign(event.currentTarget));
    setShown(next);
    onDraft(next);
  };
  const up = (event: PointerEvent<HTMLElement>) => {
    if (!start.current) return;
    const next = clamp(start.current.width + (event.clientX - start.current.x) * sign(event.currentTarget));
    start.current = null;
    onDraft(null);
    setShown(next);
    if (next !== width) onResize(next);
  };
  const key = (event: KeyboardEvent<HTMLElement>) => {
    const way = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!way) return;
    event.preventDefault();
    const step = (event.shiftKey ? BIG_STEP_PX : STEP_PX) * way * sign(event.currentTarget);
    const next = clamp((width ?? measure()) + step);
    setShown(next);
    if (next !== width) onResize(next);
  };
  return (
    <span
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuemin={COLUMN_WIDTH_MIN}
      aria-valuemax={COLUMN_WIDTH_MAX}
      aria-valuenow={current ?? COLUMN_WIDTH_MIN}
      tabIndex={0}
      className={styles.resizer}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      onKeyDown={key}
      // The table's own width until the user gives one: read when the handle is about to be used, not on
      // every render of the list.
      onFocus={() => width === undefined && setShown(measure())}
    />
  );
}
