import type { MouseEvent, ReactNode } from 'react';
import { navigateOnClick } from '../lib/routing/navigation.ts';
import * as styles from './styles/screens.css.ts';

/** A link between console screens: navigates in place (docs/behaviour.md#screens), yet opens a new tab when asked to. */
export function Link({
  to,
  className = styles.link,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={to} className={className} onClick={(event: MouseEvent) => navigateOnClick(event, to)}>
      {children}
    </a>
  );
}
