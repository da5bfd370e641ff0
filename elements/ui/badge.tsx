import type { ReactNode } from 'react';
import * as styles from './controls.css.ts';

export type BadgeTone = keyof typeof styles.badge;

export const Badge = ({
  tone = 'neutral',
  status,
  children,
}: {
  tone?: BadgeTone;
  /** The enum value a status badge stands for, as `data-status`, for a host page's styles and tests. */
  status?: string;
  children: ReactNode;
}) => (
  <span
    part="badge"
    className={`${styles.badgeBox} ${styles.badge[tone]}`}
    data-tone={tone}
    data-status={status}
  >
    {children}
  </span>
);
