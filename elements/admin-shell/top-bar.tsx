import { Menu } from 'lucide-react';
import type { MouseEvent } from 'react';
import type { Session } from '../../lib/session/session.ts';
import { Button } from '../ui/button.tsx';
import { TaskIndicator } from './task-indicator.tsx';
import { UserMenu } from './user-menu.tsx';
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
  return (
    <header className={styles.bar} part="header">
      <button type="button" className={styles.skipButton} onClick={skipToContent}>
        Skip to content
      </button>
      {signedIn && onOpenDrawer && (
        <Button
          variant="ghost"
          icon={Menu}
          iconOnly
          label="Open menu"
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
      {signedIn && onOpenDrawer && <TaskIndicator onOpen={onOpenDrawer} />}
      {signedIn && <UserMenu session={session} pathname={pathname} />}
    </header>
  );
}
