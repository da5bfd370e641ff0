import { useLocale, useTexts } from '../../../elements/runtime/locale.tsx';
import { serviceName } from '../../../lib/connections/service-names.ts';
import { druidiaTexts } from '../../../lib/connections/druidia-texts.ts';
import { listFormat } from '../../../lib/i18n/formats.ts';
import { hostTexts } from '../../texts.ts';
import { CreditCard, PlugZap } from 'lucide-react';
import { useId } from 'react';
import { Link } from '../../link.tsx';
import * as styles from '../../styles/screens.css.ts';
import { useConnections } from './dashboard-data.ts';
import { Stat } from './stat.tsx';
import { dashboardTexts } from './texts.ts';

/** The account's service and Stripe connections at a glance, with the way to manage them. */
export function ConnectionsCard({ accountId }: { accountId: number | undefined }) {
  const titleId = useId();
  const loaded = useConnections(accountId);
  const t = useTexts(hostTexts);
  const d = useTexts(dashboardTexts);
  const names = useTexts(druidiaTexts);
  const locale = useLocale();
  const summary = typeof loaded === 'object' ? loaded : null;
  const failed = loaded === 'failed';
  const services = summary?.services ?? [];
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        <PlugZap aria-hidden="true" className={styles.icon} />
        {t.connections}
      </h2>
      {failed ? (
        <p className={styles.muted}>{t.connectionsFailed}</p>
      ) : !summary ? (
        <p className={styles.muted} role="status">
          {t.loadingConnections}
        </p>
      ) : (
        <ul className={styles.stats}>
          <Stat
            value={services.length}
            label={
              d.serviceConnections(services.length) +
              (services.length > 0
                ? `: ${listFormat(locale).format(services.map((s) => serviceName(s.service, names)))}`
                : '')
            }
          />
          <Stat
            value={d.activeOf({ active: summary.stripe.active, total: summary.stripe.total })}
            label={d.stripeActive(summary.stripe.total)}
          />
          <Stat value={summary.stripe.live} label={d.stripeLive(summary.stripe.live)} />
        </ul>
      )}
      <Link to="/profile">
        <CreditCard aria-hidden="true" className={styles.icon} /> {t.manageConnections}
      </Link>
    </section>
  );
}
