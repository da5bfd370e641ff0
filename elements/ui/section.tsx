import { useId, type ReactNode } from 'react';
import * as styles from './controls.css.ts';

/** A titled card: one region of a panel, with its actions (edit, connect, ...) beside the title. */
export function Section({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={styles.card} part="section" aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <h2 id={titleId} className={styles.cardTitle}>
          {title}
        </h2>
        {actions && <div className={`${styles.row} ${styles.cardActions}`}>{actions}</div>}
      </div>
      {children}
    </section>
  );
}
