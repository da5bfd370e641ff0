import type { ReactNode } from 'react';
import * as styles from './detail-list.css.ts';

export interface Detail {
  label: string;
  value: ReactNode;
}

/** A read view: label and value pairs in two columns, one column on narrow screens. */
export const DetailList = ({ details }: { details: readonly Detail[] }) => (
  <dl className={styles.list}>
    {details.map(({ label, value }) => (
      <div key={label} className={styles.item}>
        <dt className={styles.term}>{label}</dt>
        <dd className={styles.value}>{value}</dd>
      </div>
    ))}
  </dl>
);
