/**
 * A list's first page asked for as soon as its screen is known, in parallel with the screen's code
 * (docs/embedding.md, how a screen gets to its first rows quickly): the list takes that answer for its first request instead of asking
 * again. Keyed by the list command and the whole query, so an answer is only ever used for the view it
 * was asked for (a screen whose view comes from the address asks, and finds, by that same query). Each
 * answer is used once and only while fresh: a later visit asks the server again.
 */
const FRESH_MS = 10_000;

const waiting = new Map<string, { asked: number; answer: Promise<unknown> }>();

export const prefetchKey = (list: string, query: unknown): string => `${list} ${JSON.stringify(query)}`;

/** Asks now, unless the same query is already on its way. */
export function prefetch(key: string, ask: () => Promise<unknown>, now = Date.now()): void {
  const known = waiting.get(key);
  if (known && now - known.asked < FRESH_MS) return;
  const answer = ask();
  // Nobody may come for it (the user moved on): the API client has reported a failure already.
  answer.catch(() => undefined);
  waiting.set(key, { asked: now, answer });
}

/** The answer asked for `key`, if fresh, once. */
export function takePrefetched<T>(key: string, now = Date.now()): Promise<T> | undefined {
  const known = waiting.get(key);
  waiting.delete(key);
  return known && now - known.asked < FRESH_MS ? (known.answer as Promise<T>) : undefined;
}
