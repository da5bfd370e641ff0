import type { ReactNode } from 'react';
import * as styles from './controls.css.ts';

export type BadgeTone = keyof typeof styles.badge;

export const Badge = ({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) => (
  <span part="badge" className={`${styles.badgeBox} ${styles.badge[tone]}`}>
    {children}
  </span>
);
