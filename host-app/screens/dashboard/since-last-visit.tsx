import { useTexts } from '../../../elements/runtime/locale.tsx';
import { hostTexts } from '../../texts.ts';
import { History } from 'lucide-react';
import { useId } from 'react';
import { changedAreas } from '../../../lib/dashboard/glance.ts';
import { changesSinceLine } from '../../../lib/dashboard/last-visit.ts';
import { formatDateTime } from '../../../lib/format/date.ts';
import { Link } from '../../link.tsx';
import type { GlanceState } from '../dashboard.tsx';
import * as styles from '../../styles/screens.css.ts';

/** Per area, how many records changed since the last visit, each linking to exactly those records. */
export function SinceLastVisit({
  since,
  first,
  glance,
}: {
  since: string;
  first: boolean;
  glance: GlanceState;
}) {
  const t = useTexts(hostTexts);
  const titleId = useId();
  const changed = typeof glance === 'object' ? changedAreas(glance, since) : [];
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        <History aria-hidden="true" className={styles.icon} />
        {t.sinceLastVisit}
      </h2>
      <p className={styles.muted}>{changesSinceLine(since, first, formatDateTime)}</p>
      {glance === 'loading' ? (
        <p className={styles.muted} role="status">
          {t.loadingChanges}
        </p>
      ) : glance === 'failed' ? (
        <p className={styles.muted}>{t.changesFailed}</p>
      ) : changed.length === 0 ? (
        <p className={styles.muted}>{t.nothingChanged}</p>
      ) : (
        <ul className={styles.stats}>
          {changed.map(({ label, count, href }) => (
            <li key={href} className={styles.stat}>
              <Link to={href} className={styles.statLink}>
                <span className={styles.statValue}>{count}</span>
                <span className={styles.statLabel}>{label}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
