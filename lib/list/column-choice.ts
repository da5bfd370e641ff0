import { COLUMN_WIDTH_MAX, COLUMN_WIDTH_MIN } from '../protocol/list-prefs.ts';
import type { ListColumn } from '../resources/spec.ts';

/**
 * The columns a list shows (docs/behaviour.md#lists): the user's choice in its order, names the area no
 * longer has dropped; no choice (or nothing left of it) is the definition's columns.
 */
export function chosenColumns(
  columns: readonly ListColumn[],
  chosen: readonly string[] | null,
): ListColumn[] {
  if (!chosen) return [...columns];
  const picked = chosen.flatMap((name) => columns.filter((column) => column.field === name));
  return picked.length > 0 ? picked : [...columns];
}

/** One column moved up (-1) or down (+1) within the order; at an end it stays. */
export function moveColumn(order: readonly string[], name: string, by: -1 | 1): string[] {
  const next = [...order];
  const from = next.indexOf(name);
  const to = from + by;
  if (from < 0 || to < 0 || to >= next.length) return next;
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/**
 * A column's width after a resize: clamped to what the server keeps (docs/behaviour.md#lists), whole
 * pixels; the other columns keep theirs.
 */
export function resizedWidths(
  widths: Readonly<Record<string, number>> | null,
  name: string,
  width: number,
): Record<string, number> {
  const clamped = Math.round(Math.min(COLUMN_WIDTH_MAX, Math.max(COLUMN_WIDTH_MIN, width)));
  return { ...widths, [name]: clamped };
}
