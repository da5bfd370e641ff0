import { callCommand } from '../../../lib/api/api.ts';
import { prefetch, prefetchKey, takePrefetched } from '../../../lib/api/prefetch.ts';
import {
  loadConnectionsSummary,
  type ConnectionsSummary,
} from '../../../lib/dashboard/connections-summary.ts';
import { loadGlance, localDay, type Glance } from '../../../lib/dashboard/glance.ts';
import { lastVisit } from '../../../lib/dashboard/last-visit.ts';
import { $session } from '../../../lib/session/session.ts';

// The dashboard's two loads, each keyed by its inputs, so a prefetched answer only serves the same question.
const glanceKey = (since: string) => prefetchKey('dashboard glance', { since, today: localDay(new Date()) });
const connectionsKey = (accountId: number) => prefetchKey('dashboard connections', accountId);

export const dashboardGlance = (since: string): Promise<Glance> =>
  takePrefetched<Glance>(glanceKey(since)) ?? loadGlance(callCommand, since, new Date());

export const dashboardConnections = (accountId: number): Promise<ConnectionsSummary> =>
  takePrefetched<ConnectionsSummary>(connectionsKey(accountId)) ??
  loadConnectionsSummary(callCommand, accountId);

/**
 * Opened as the page's first screen, the dashboard asks for its data as soon as its code is in, not once it
 * has rendered (host-app/screens.ts preloadScreen). The window "since your last visit" is the one the
 * screen then reads: lastVisit holds it for the tab's session.
 */
export function preloadDashboardData(): void {
  const { id, userInfo } = $session.get();
  const since = lastVisit(id ?? 0, Date.now());
  prefetch(glanceKey(since), () => loadGlance(callCommand, since, new Date()));
  const accountId = userInfo?.account_id;
  if (accountId !== undefined)
    prefetch(connectionsKey(accountId), () => loadConnectionsSummary(callCommand, accountId));
}
