import { useLocale, useTexts } from '../../../elements/runtime/locale.tsx';
import { hostTexts } from '../../texts.ts';
import { CalendarDays, Send } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { listHref, recordHref } from '../../../lib/dashboard/glance.ts';
import { formatDate, formatDateTime } from '../../../lib/format/date.ts';
import { valueIn } from '../../../lib/i18n/area-words.ts';
import { useAreaWords } from '../../../elements/ui/use-area-words.ts';
import { Link } from '../../link.tsx';
import type { GlanceState } from '../dashboard.tsx';
import { dashboardTexts } from './texts.ts';
import * as styles from '../../styles/screens.css.ts';

interface Entry {
  key: number;
  href: string | undefined;
  title: string;
  detail: string;
}

function UpcomingCard(props: {
  title: string;
  icon: ReactNode;
  entries: Entry[] | undefined;
  loading: boolean;
  empty: string;
  all: { href: string | undefined; label: string };
}) {
  const t = useTexts(hostTexts);
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {props.icon}
        {props.title}
      </h2>
      {props.loading ? (
        <p className={styles.muted} role="status">
          {t.loading}
        </p>
      ) : !props.entries?.length ? (
        <p className={styles.muted}>{props.empty}</p>
      ) : (
        <ul className={styles.taskList}>
          {props.entries.map((entry) => (
            <li key={entry.key} className={styles.taskRow}>
              {entry.href ? <Link to={entry.href}>{entry.title}</Link> : <span>{entry.title}</span>}
              <span className={styles.statLabel}>{entry.detail}</span>
            </li>
          ))}
        </ul>
      )}
      {props.all.href && <Link to={props.all.href}>{props.all.label}</Link>}
    </section>
  );
}

/** The next rodeos from today, for callers who may read rodeos; nothing for the others. */
export function UpcomingRodeos({ glance }: { glance: GlanceState }) {
  const t = useTexts(hostTexts);
  const d = useTexts(dashboardTexts);
  const locale = useLocale();
  const rodeos = typeof glance === 'object' ? glance.rodeos : undefined;
  if (typeof glance === 'object' && !rodeos) return null;
  return (
    <UpcomingCard
      title={t.upcomingRodeos}
      icon={<CalendarDays aria-hidden="true" className={styles.icon} />}
      loading={glance === 'loading'}
      entries={rodeos?.map((rodeo) => ({
        key: rodeo.rodeo_id,
        href: recordHref('rodeo', rodeo.rodeo_id),
        title: rodeo.name,
        detail: [formatDate(rodeo.starts_on, { locale }), rodeo.city].filter(Boolean).join(' · '),
      }))}
      empty={d.noRodeos}
      all={{ href: listHref('rodeo'), label: t.allRodeos }}
    />
  );
}

/** The next scheduled broadcasts, for callers who may read broadcasts. */
export function UpcomingBroadcasts({ glance }: { glance: GlanceState }) {
  const t = useTexts(hostTexts);
  const d = useTexts(dashboardTexts);
  const locale = useLocale();
  const words = useAreaWords();
  const broadcasts = typeof glance === 'object' ? glance.broadcasts : undefined;
  if (typeof glance === 'object' && !broadcasts) return null;
  return (
    <UpcomingCard
      title={t.scheduledBroadcasts}
      icon={<Send aria-hidden="true" className={styles.icon} />}
      loading={glance === 'loading'}
      entries={broadcasts?.map((broadcast) => ({
        key: broadcast.broadcast_id,
        href: recordHref('broadcast', broadcast.broadcast_id),
        title: broadcast.title,
        // English for the moment another language's area words take to load.
        detail: `${valueIn(words ?? null, 'broadcast', 'channel', broadcast.channel)} · ${formatDateTime(
          broadcast.scheduled_at,
          { locale },
        )}`,
      }))}
      empty={d.noBroadcasts}
      all={{ href: listHref('broadcast'), label: t.allBroadcasts }}
    />
  );
}
