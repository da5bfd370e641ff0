/**
 * Moving one item of an ordered list, for reordering by drag, by buttons and by keyboard alike. Pure
 * functions over ids; the view keeps the array and sends it to the server when the user saves.
 */

/** The list with the item at `from` placed at `to` (both clamped into the list); a new array. */
export function moveTo<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= items.length) return next;
  const target = Math.max(0, Math.min(items.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** The list with `item` moved `by` places (negative: up); unchanged when it is not in the list. */
export function moveBy<T>(items: readonly T[], item: T, by: number): T[] {
  const from = items.indexOf(item);
  return from < 0 ? [...items] : moveTo(items, from, from + by);
}

/**
 * Where a dragged item lands: as many places down as there are other items whose vertical middle is above
 * the pointer. `middles` are the items' middles in the current order, `from` the dragged item's index.
 */
export const dropIndex = (middles: readonly number[], from: number, y: number): number =>
  middles.filter((middle, index) => index !== from && middle < y).length;

/** Whether the order differs from the one loaded (the Save button is only useful then). */
export const orderChanged = <T>(items: readonly T[], original: readonly T[]): boolean =>
  items.length !== original.length || items.some((item, index) => item !== original[index]);
