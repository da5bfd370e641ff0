import { useTexts } from '../../../elements/runtime/locale.tsx';
import { hostTexts } from '../../texts.ts';
import { CreditCard, PlugZap } from 'lucide-react';
import { useId } from 'react';
import { Link } from '../../link.tsx';
import * as styles from '../../styles/screens.css.ts';
import { useConnections } from './dashboard-data.ts';

/** The account's service and Stripe connections at a glance, with the way to manage them. */
export function ConnectionsCard({ accountId }: { accountId: number | undefined }) {
  const titleId = useId();
  const loaded = useConnections(accountId);
  const t = useTexts(hostTexts);
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
          <li className={styles.stat}>
            <span className={styles.statValue}>{services.length}</span>
            <span className={styles.statLabel}>
              {services.length === 1 ? 'service connection' : 'service connections'}
              {services.length > 0 && `: ${services.map((s) => s.service).join(', ')}`}
            </span>
          </li>
          <li className={styles.stat}>
            <span className={styles.statValue}>
              {summary.stripe.active} of {summary.stripe.total}
            </span>
            <span className={styles.statLabel}>
              Stripe {summary.stripe.total === 1 ? 'account' : 'accounts'} active, {summary.stripe.live} in
              live mode
            </span>
          </li>
        </ul>
      )}
      <Link to="/profile">
        <CreditCard aria-hidden="true" className={styles.icon} /> {t.manageConnections}
      </Link>
    </section>
  );
}
