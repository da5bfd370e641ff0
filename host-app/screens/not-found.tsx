import { useTexts } from '../../elements/runtime/locale.tsx';
import { hostTexts } from '../texts.ts';
import { DashboardLink } from '../link.tsx';
import * as styles from '../styles/screens.css.ts';

/** The default route (docs/behaviour.md#screens): an address the console does not know, with a way back. */
export default function NotFound() {
  const t = useTexts(hostTexts);
  return (
    <section className={styles.panel} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.heading}>
        {t.notFound}
      </h1>
      <p className={styles.muted}>
        {t.notFoundBefore} <span className={styles.code}>{location.pathname}</span>
        {t.notFoundAfter}
      </p>
      <DashboardLink />
    </section>
  );
}
