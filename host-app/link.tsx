import { useTexts } from '../elements/runtime/locale.tsx';
import { hostTexts } from './texts.ts';
import { LayoutDashboard } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { DEFAULT_AFTER_SIGN_IN } from '../lib/routing/redirect.ts';
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

/** The way out of a screen that cannot show what was asked for (not found, no access). */
export function DashboardLink() {
  const t = useTexts(hostTexts);
  return (
    <Link to={DEFAULT_AFTER_SIGN_IN} className={styles.button.primary}>
      <LayoutDashboard aria-hidden="true" className={styles.icon} />
      {t.backToDashboard}
    </Link>
  );
}
