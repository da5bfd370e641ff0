/**
 * A form's values moved onto a newer saved version (docs/behaviour.md#conflicts): each field the user
 * changed since the form opened keeps what they typed; every other field takes the saved value, so the
 * next save carries the other person's changes instead of overwriting them with the old ones.
 */
export function rebase<T extends object>(opened: T, mine: T, saved: T): T {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const next = { ...mine };
  for (const key of Object.keys(saved) as (keyof T)[]) {
    if (same(mine[key], opened[key])) next[key] = saved[key];
  }
  return next;
}
