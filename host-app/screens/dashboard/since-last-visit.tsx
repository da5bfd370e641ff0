import { useTexts } from '../../../elements/runtime/locale.tsx';
import { hostTexts } from '../../texts.ts';
import { History } from 'lucide-react';
import { useId } from 'react';
import { changedAreas } from '../../../lib/dashboard/glance.ts';
import { changesSinceLine } from '../../../lib/dashboard/last-visit.ts';
import { formatDateTime } from '../../../lib/format/date.ts';
import { formatInteger } from '../../../lib/format/number.ts';
import { useLocale } from '../../../elements/runtime/locale.tsx';
import { useAreaWords } from '../../../elements/ui/use-area-words.ts';
import { dashboardTexts } from './texts.ts';
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
  const d = useTexts(dashboardTexts);
  const locale = useLocale();
  const words = useAreaWords();
  const titleId = useId();
  const changed = typeof glance === 'object' ? changedAreas(glance, since) : [];
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        <History aria-hidden="true" className={styles.icon} />
        {t.sinceLastVisit}
      </h2>
      <p className={styles.muted}>
        {changesSinceLine(since, first, (iso) => formatDateTime(iso, { locale }), d)}
      </p>
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
          {changed.map(({ label, resource, count, href }) => (
            <li key={href} className={styles.stat}>
              <Link to={href} className={styles.statLink}>
                <span className={styles.statValue}>{formatInteger(count, locale)}</span>
                <span className={styles.statLabel}>{words ? words.plural(resource, label) : label}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
