import { useTexts } from '../runtime/locale.tsx';
import { shellTexts } from './texts.ts';
import { Menu } from 'lucide-react';
import { lazy, Suspense, type MouseEvent } from 'react';
import type { Session } from '../../lib/session/session.ts';
import { Button } from '../ui/button.tsx';
import { LazyLiveState, LazyUserMenu } from './lazy-chrome.tsx';
import * as styles from './top-bar.css.ts';

export interface TopBarProps {
  title: string;
  domain: string;
  session: Session;
  signedIn: boolean;
  pathname: string;
  /** Only below 640 px: the button that opens the menu drawer. */
  onOpenDrawer?: () => void;
  drawerOpen: boolean;
}

// Only phones show it, and only with tasks: its code loads there, not with every shell.
const TaskIndicator = lazy(() => import('./task-indicator.tsx'));

// A button rather than a '#main' link: the target lives in the shadow root, where a fragment cannot reach.
const skipToContent = (event: MouseEvent<HTMLButtonElement>) =>
  (event.currentTarget.getRootNode() as ShadowRoot).getElementById('main')?.focus();

/** docs/behaviour.md#what-the-console-does's header: '{account} Administration' or the network's name, the current domain, the user menu. */
export function TopBar({
  title,
  domain,
  session,
  signedIn,
  pathname,
  onOpenDrawer,
  drawerOpen,
}: TopBarProps) {
  const t = useTexts(shellTexts);
  return (
    <header className={styles.bar} part="header">
      <button type="button" className={styles.skipButton} onClick={skipToContent}>
        {t.skipToContent}
      </button>
      {signedIn && onOpenDrawer && (
        <Button
          variant="ghost"
          icon={Menu}
          iconOnly
          label={t.openMenu}
          aria-expanded={drawerOpen}
          onClick={onOpenDrawer}
        />
      )}
      <div className={styles.titles}>
        <p className={styles.title} part="title">
          {title}
        </p>
        <span className={styles.domain} part="domain">
          {domain}
        </span>
      </div>
      {signedIn && (
        <Suspense fallback={null}>
          <LazyLiveState />
        </Suspense>
      )}
      {signedIn && onOpenDrawer && (
        <Suspense fallback={null}>
          <TaskIndicator onOpen={onOpenDrawer} />
        </Suspense>
      )}
      {signedIn && (
        <Suspense fallback={null}>
          <LazyUserMenu session={session} pathname={pathname} />
        </Suspense>
      )}
    </header>
  );
}
