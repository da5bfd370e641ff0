import { DashboardLink } from '../link.tsx';
import * as styles from '../styles/screens.css.ts';

/** The default route (docs/behaviour.md#screens): an address the console does not know, with a way back. */
export default function NotFound() {
  return (
    <section className={styles.panel} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.heading}>
        Page not found
      </h1>
      <p className={styles.muted}>
        Nothing in the console lives at <span className={styles.code}>{location.pathname}</span>. It may have
        moved, or the link may be mistyped.
      </p>
      <DashboardLink />
    </section>
  );
}
