import type { ReactNode } from 'react';
import * as styles from '../../styles/screens.css.ts';

/** One figure of a dashboard card's tiles (inside a `styles.stats` list): the figure, then what it counts. */
export function Stat({ value, label }: { value: ReactNode; label: ReactNode }) {
  return (
    <li className={styles.stat}>
      <span className={styles.statValue}>{value}</span>
      <span className={styles.statLabel}>{label}</span>
    </li>
  );
}
