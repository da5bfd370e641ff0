type VisitStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** What the dashboard counts from when it has never been opened in this browser: the last week. */
export const FIRST_VISIT_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

const storageOf = (kind: 'localStorage' | 'sessionStorage'): VisitStorage | undefined => {
  try {
    return globalThis[kind] ?? undefined;
  } catch {
    // A sandboxed frame or disabled storage: the dashboard counts from a week ago every time.
    return undefined;
  }
};

/**
 * Where lastVisit keeps a user's window, in both storages, before the user's id; the console's page reads
 * it there too (server/http/early-request.ts).
 */
export const LAST_VISIT_KEY = 'console:last-visit:';

// Beside a first visit's window in the tab's storage: that window is a guess, not a visit.
const FIRST_MARK = ':first';

/** Whether this tab's window is a first visit's (no visit before in this browser), for lastVisit's user. */
export function isFirstVisit(
  userId: number,
  held: VisitStorage | undefined = storageOf('sessionStorage'),
): boolean {
  try {
    return held?.getItem(`${LAST_VISIT_KEY}${userId}${FIRST_MARK}`) === '1';
  } catch {
    return true;
  }
}

/**
 * The line over "since your last visit": a first visit names no date, since a week back may be before
 * the account or its data existed (a fresh database's first sign-in).
 */
export const changesSinceLine = (
  since: string,
  first: boolean,
  format: (iso: string) => string,
  t: { firstVisit: string; changesSince: (words: { date: string }) => string },
): string => (first ? t.firstVisit : t.changesSince({ date: format(since) }));

/**
 * The start of "since your last visit" for this user (docs/behaviour.md#screens, dashboard): when the
 * dashboard was first opened in the browser's previous session. It is read once per tab session and held
 * there, so going back to the dashboard during the day keeps the same window, and the next session counts
 * from now.
 */

export function lastVisit(
  userId: number,
  now: number,
  kept: VisitStorage | undefined = storageOf('localStorage'),
  held: VisitStorage | undefined = storageOf('sessionStorage'),
): string {
  const key = `${LAST_VISIT_KEY}${userId}`;
  const readable = (text: string | null | undefined) =>
    text && !Number.isNaN(Date.parse(text)) && Date.parse(text) <= now ? text : undefined;
  try {
    const current = readable(held?.getItem(key));
    if (current) return current;
    const before = readable(kept?.getItem(key));
    const since = before ?? new Date(now - FIRST_VISIT_WINDOW_MS).toISOString();
    held?.setItem(key, since);
    if (!before) held?.setItem(`${key}${FIRST_MARK}`, '1');
    kept?.setItem(key, new Date(now).toISOString());
    return since;
  } catch {
    return new Date(now - FIRST_VISIT_WINDOW_MS).toISOString();
  }
}
