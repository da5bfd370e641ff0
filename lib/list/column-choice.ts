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
