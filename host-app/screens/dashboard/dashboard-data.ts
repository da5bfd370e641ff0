import { useEffect, useState } from 'react';
import { callCommand } from '../../../lib/api/api.ts';
import { prefetch, prefetchKey, takeArrived, takePrefetched } from '../../../lib/api/prefetch.ts';
import {
  loadConnectionsSummary,
  type ConnectionsSummary,
} from '../../../lib/dashboard/connections-summary.ts';
import {
  GLANCE_GAP_MS,
  GLANCE_POLL_MS,
  glanceAreas,
  loadGlance,
  localDay,
  type Glance,
} from '../../../lib/dashboard/glance.ts';
import { lastVisit } from '../../../lib/dashboard/last-visit.ts';
import { $session } from '../../../lib/session/session.ts';
import { useLiveReread } from '../../../elements/resource-panel/live/use-live-reread.ts';

const NO_AREAS: readonly string[] = [];

/** A card's data: its answer, or whether it is on its way or failed. */
export type Loaded<T> = T | 'loading' | 'failed';

interface Load<T> {
  /** Names the question, so that a prefetched answer only serves the same one. */
  key: string;
  load: () => Promise<T>;
  /** Reads it again after a first answer, when that differs from `load`. */
  again?: () => Promise<T>;
}

const glanceLoad = (since: string): Load<Glance> => ({
  key: prefetchKey('dashboard glance', { since, today: localDay(new Date()) }),
  load: () => loadGlance(callCommand, since, new Date()),
  // A failed re-read is quiet (the last figures stay; polling would repeat the toast every round).
  again: () =>
    loadGlance((command, input) => callCommand(command, input, { report: false }), since, new Date()),
});

const connectionsLoad = (accountId: number): Load<ConnectionsSummary> => ({
  key: prefetchKey('dashboard connections', accountId),
  load: () => loadConnectionsSummary(callCommand, accountId),
});

/**
 * A dashboard card's data: at once, in the first render, when it has arrived with the screen's code;
 * else the prefetched answer or a new request once the card is up. Nothing while `load` is undefined.
 * Each new `round` reads the same question again, showing the last answer until the new one comes (a
 * failed re-read keeps it).
 */
function useDashboardLoad<T>(load: Load<T> | undefined, round = 0): Loaded<T> {
  const key = load?.key;
  const [loaded, setLoaded] = useState<{ key?: string; round: number; value: Loaded<T> }>(() => ({
    key,
    round,
    value: (key !== undefined && takeArrived<T>(key)) || 'loading',
  }));
  useEffect(() => {
    if (!load) return;
    const same = loaded.key === load.key;
    if (same && loaded.round === round && loaded.value !== 'loading') return;
    let current = true;
    const settle = (value: Loaded<T>) => current && setLoaded({ key: load.key, round, value });
    const again = same && loaded.value !== 'loading';
    (again ? (load.again ?? load.load)() : (takePrefetched<T>(load.key) ?? load.load())).then(settle, () =>
      again ? undefined : settle('failed'),
    );
    return () => void (current = false);
    // Asked again only for another question (its key) or round, not for each render's new load object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  return loaded.key === key ? loaded.value : 'loading';
}

/**
 * The glance, following the stream (docs/behaviour.md#live-changes): a change of an area it counts or
 * lists reads it again, at most once a second; only while the stream is down does it poll.
 */
export function useGlance(since: string): Loaded<Glance> {
  const [round, setRound] = useState(0);
  const glance = useDashboardLoad(glanceLoad(since), round);
  useLiveReread(typeof glance === 'object' ? glanceAreas(glance) : NO_AREAS, () => setRound((n) => n + 1), {
    gapMs: GLANCE_GAP_MS,
    pollMs: GLANCE_POLL_MS,
  });
  return glance;
}

export const useConnections = (accountId: number | undefined): Loaded<ConnectionsSummary> =>
  useDashboardLoad(accountId === undefined ? undefined : connectionsLoad(accountId));

/**
 * Opened as the page's first screen, the dashboard asks for its data as soon as its code is in, not once it
 * has rendered (host-app/screens.ts preloadScreen); the page's own script has usually asked already
 * (server/http/early-request.ts), and the API client takes that answer. The window "since your last
 * visit" is the one the screen then reads: lastVisit holds it for the tab's session. Resolves once the
 * answers are in (or failed).
 */
export function preloadDashboardData(): Promise<unknown> {
  const { id, userInfo } = $session.get();
  const loads: Load<unknown>[] = [glanceLoad(lastVisit(id ?? 0, Date.now()))];
  if (userInfo?.account_id !== undefined) loads.push(connectionsLoad(userInfo.account_id));
  return Promise.all(loads.map(({ key, load }) => prefetch(key, load)));
}
