/**
 * A screen's first data asked for as soon as the screen is known, in parallel with its code (docs/embedding.md,
 * how a screen gets to its first rows quickly): a list's first page, the dashboard's cards. The screen takes
 * that answer for its first request instead of asking again. Keyed by the command and the whole query, so
 * an answer is only ever used for the question it was asked for (a list whose view comes from the address
 * asks, and finds, by that same query). Each answer is used once and only while fresh: a later visit asks
 * the server again.
 */
const FRESH_MS = 10_000;

interface Asked {
  asked: number;
  answer: Promise<unknown>;
  /** Set once the answer has arrived, so a screen can show it in its very first render. */
  arrived?: { value: unknown };
}

const waiting = new Map<string, Asked>();
const ignore = (): undefined => undefined;

const fresh = (key: string, now: number): Asked | undefined => {
  const known = waiting.get(key);
  return known && now - known.asked < FRESH_MS ? known : undefined;
};

export const prefetchKey = (command: string, query: unknown): string => `${command} ${JSON.stringify(query)}`;

/**
 * Asks now, unless the same query is already on its way; resolves once the answer is in (never rejects:
 * its failure is for the screen that takes it).
 */
export function prefetch(key: string, ask: () => Promise<unknown>, now = Date.now()): Promise<void> {
  const known = fresh(key, now);
  if (known) return known.answer.then(ignore, ignore);
  const entry: Asked = { asked: now, answer: ask() };
  waiting.set(key, entry);
  return entry.answer.then(
    (value) => void (entry.arrived = { value }),
    // Nobody may come for it (the user moved on): the API client has reported a failure already.
    ignore,
  );
}

/** The answer asked for `key`, if fresh, once. */
export function takePrefetched<T>(key: string, now = Date.now()): Promise<T> | undefined {
  const known = fresh(key, now);
  waiting.delete(key);
  return known?.answer as Promise<T> | undefined;
}

/**
 * The answer asked for `key` if it is fresh and has arrived already, taken once: a screen whose data came
 * in with its code renders it at once, without a loading state and a second render. Undefined (and still
 * there for takePrefetched) while it is on its way.
 */
export function takeArrived<T>(key: string, now = Date.now()): T | undefined {
  const arrived = fresh(key, now)?.arrived;
  if (arrived) waiting.delete(key);
  return arrived?.value as T | undefined;
}
