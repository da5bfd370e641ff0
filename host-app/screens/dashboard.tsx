import { roleTexts } from '../../lib/format/role-texts.ts';
import { useTexts } from '../../elements/runtime/locale.tsx';
import { hostTexts } from '../texts.ts';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { isFirstVisit, lastVisit } from '../../lib/dashboard/last-visit.ts';
import type { Glance } from '../../lib/dashboard/glance.ts';
import { roleName } from '../../lib/protocol/access.ts';
import { $session } from '../../lib/session/session.ts';
import { ConnectionsCard } from './dashboard/connections-card.tsx';
import { useGlance, type Loaded } from './dashboard/dashboard-data.ts';
import { GateCountsCard } from './dashboard/gate-counts-card.tsx';
import { SinceLastVisit } from './dashboard/since-last-visit.tsx';
import { TasksCard } from './dashboard/tasks-card.tsx';
import { UpcomingBroadcasts, UpcomingRodeos } from './dashboard/upcoming.tsx';
import * as styles from '../styles/screens.css.ts';

// Called by host-app/screens.ts when the dashboard is the page's first screen.
export { preloadDashboardData as preloadData } from './dashboard/dashboard-data.ts';

const greeting = (hour: number, t: { goodMorning: string; goodAfternoon: string; goodEvening: string }) =>
  hour < 12 ? t.goodMorning : hour < 18 ? t.goodAfternoon : t.goodEvening;

/** What the dashboard's cards wait for: the glance, or whether it failed. */
export type GlanceState = Loaded<Glance>;

/**
 * The first screen after sign-in, a page to open in the morning (docs/behaviour.md#screens, dashboard):
 * what changed since the last visit, the next rodeos and broadcasts, this session's tasks and the
 * account's connections. Every figure links to the list or record behind it.
 */
export default function Dashboard() {
  const session = useStore($session);
  const t = useTexts(hostTexts);
  const roles = useTexts(roleTexts);
  const info = session.userInfo ?? {};
  const [since] = useState(() => lastVisit(session.id ?? 0, Date.now()));
  const [first] = useState(() => isFirstVisit(session.id ?? 0));
  // The API client reports a failure as a toast; here it only changes what the cards say.
  const glance = useGlance(since);
  return (
    <div className={styles.screen}>
      <header>
        <h1 className={styles.heading}>
          {greeting(new Date().getHours(), t)}
          {info.first_name ? `, ${info.first_name}` : ''}
        </h1>
        <p className={styles.muted}>
          {info.account_name}
          {info.domain ? ` · ${info.domain}` : ''} · {roleName(session.access, roles)}
        </p>
      </header>
      <div className={styles.cards}>
        <SinceLastVisit since={since} first={first} glance={glance} />
        <UpcomingRodeos glance={glance} />
        <GateCountsCard glance={glance} />
        <UpcomingBroadcasts glance={glance} />
        <TasksCard />
        <ConnectionsCard accountId={info.account_id} />
      </div>
    </div>
  );
}
