import { useStore } from '@nanostores/react';
import { CreditCard, PlugZap } from 'lucide-react';
import { useEffect, useState } from 'react';
import { callCommand } from '../../lib/api/api.ts';
import { loadConnectionsSummary, type ConnectionsSummary } from '../../lib/dashboard/connections-summary.ts';
import { formatTime } from '../../lib/format/date.ts';
import { roleName } from '../../lib/protocol/access.ts';
import { sidebarMenu } from '../../lib/routing/menu.ts';
import { ROUTES } from '../../lib/routing/routes.ts';
import { $session } from '../../lib/session/session.ts';
import { recentTasks, runningTasks } from '../../lib/tasks/selectors.ts';
import { $tasks } from '../../lib/tasks/tasks.ts';
import { Link } from '../link.tsx';
import * as styles from '../styles/screens.css.ts';

const greeting = (hour: number): string =>
  hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';

function Connections({ accountId }: { accountId: number | undefined }) {
  const [summary, setSummary] = useState<ConnectionsSummary | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (accountId === undefined) return;
    // The API client reports a failure as a toast; here it only changes what the card says.
    loadConnectionsSummary(callCommand, accountId).then(setSummary, () => setFailed(true));
  }, [accountId]);

  const body = failed ? (
    <p className={styles.muted}>The connections could not be loaded.</p>
  ) : !summary ? (
    <p className={styles.muted} role="status">
      Loading connections…
    </p>
  ) : (
    <ul className={styles.stats}>
      <li className={styles.stat}>
        <span className={styles.statValue}>{summary.services.length}</span>
        <span className={styles.statLabel}>
          service connection(s)
          {summary.services.length > 0 && `: ${summary.services.map((s) => s.service).join(', ')}`}
        </span>
      </li>
      <li className={styles.stat}>
        <span className={styles.statValue}>
          {summary.stripe.active}/{summary.stripe.total}
        </span>
        <span className={styles.statLabel}>Stripe connection(s) active ({summary.stripe.live} live)</span>
      </li>
    </ul>
  );
  return (
    <section className={styles.card} aria-labelledby="dash-connections">
      <h2 id="dash-connections" className={styles.cardTitle}>
        <PlugZap aria-hidden="true" className={styles.icon} />
        Connections
      </h2>
      {body}
      <Link to="/profile">
        <CreditCard aria-hidden="true" className={styles.icon} /> Manage connections on your profile
      </Link>
    </section>
  );
}

function RecentTasks() {
  const tasks = useStore($tasks);
  const shown = [...runningTasks(tasks), ...recentTasks(tasks)];
  return (
    <section className={styles.card} aria-labelledby="dash-tasks">
      <h2 id="dash-tasks" className={styles.cardTitle}>
        Background tasks
      </h2>
      {shown.length === 0 ? (
        <p className={styles.muted}>
          No background tasks in this session. Imports, uploads and syncs show here.
        </p>
      ) : (
        <ul className={styles.taskList}>
          {shown.map((task) => (
            <li key={task.id} className={styles.taskRow}>
              <span>{task.title}</span>
              <span className={styles.statLabel}>
                {task.status} · {formatTime(task.updatedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The first screen after sign-in: who and where you are, what you can reach, connections and tasks. */
export default function Dashboard() {
  const session = useStore($session);
  const info = session.userInfo ?? {};
  const sections = sidebarMenu(ROUTES, session.access).filter((section) => section.group !== 'Dashboard');
  return (
    <div className={styles.screen}>
      <header>
        <h1 className={styles.heading}>
          {greeting(new Date().getHours())}
          {info.first_name ? `, ${info.first_name}` : ''}
        </h1>
        <p className={styles.muted}>
          {info.account_name}
          {info.domain ? ` · ${info.domain}` : ''} · {roleName(session.access)} (level {session.access})
        </p>
      </header>
      <div className={styles.grid}>
        <Connections accountId={info.account_id} />
        <RecentTasks />
      </div>
      <section aria-labelledby="dash-areas">
        <h2 id="dash-areas" className={styles.subheading}>
          What you can reach
        </h2>
        <div className={styles.grid}>
          {sections.map(({ group, items }) => (
            <nav key={group} className={styles.card} aria-label={group}>
              <h3 className={styles.cardTitle}>{group}</h3>
              <ul className={styles.linkList}>
                {items.map((item) => (
                  <li key={item.path}>
                    <Link to={item.path}>{item.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </section>
    </div>
  );
}
