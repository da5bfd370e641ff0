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
    const since = readable(kept?.getItem(key)) ?? new Date(now - FIRST_VISIT_WINDOW_MS).toISOString();
    held?.setItem(key, since);
    kept?.setItem(key, new Date(now).toISOString());
    return since;
  } catch {
    return new Date(now - FIRST_VISIT_WINDOW_MS).toISOString();
  }
}
