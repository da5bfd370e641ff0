import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { Suspense, useEffect, useState } from 'react';
import { headerTitle } from '../../lib/format/header-title.ts';
import { roleName } from '../../lib/protocol/access.ts';
import { $sidebarExpanded } from '../../lib/prefs/ui-prefs.ts';
import { $location } from '../../lib/routing/navigation.ts';
import { $session, $signedIn, awaitsUserRead, isHeld } from '../../lib/session/session.ts';
import { createSiteAccountName } from '../../lib/shell/site-name.ts';
import { LazyAuthForm, LazyHeldScreen } from '../auth-form/lazy-auth-form.tsx';
import type { ElementProps } from '../runtime/define-element.ts';
import { useLocale, useTexts } from '../runtime/locale.tsx';
import { ToastRegion } from '../ui/toast-region.tsx';
import { Drawer } from './drawer.tsx';
import { LazySidebar } from './lazy-chrome.tsx';
import { TopBar } from './top-bar.tsx';
import { useMediaQuery } from './use-media-query.ts';
import * as styles from './shell.css.ts';
import { shellTexts } from './texts.ts';
import { roleTexts } from '../../lib/format/role-texts.ts';

export interface AdminShellProps extends ElementProps {
  /** The header's title off an account's sub-domain (docs/behaviour.md#what-the-console-does's default network name). */
  networkName?: string;
}

const hostname = () => (typeof location === 'undefined' ? '' : location.hostname);
// The API client (zod and the schemas) loads on demand: the shell's first paint does not wait for it.
const $siteAccountName = createSiteAccountName(
  (domain) => import('../../lib/shell/fetch-site-name.ts').then((module) => module.fetchSiteName(domain)),
  hostname,
);
// Stands in for the site's account name while signed in, when the session (or its user read) names the
// account: a signed-in page does not ask, so its screen's request goes first (docs/embedding.md).
const $signedInAccount = atom<string | null>(null);

/**
 * The console around the screen (docs/architecture.md): header, sidebar, user menu, footer, toasts and the status
 * bar. The current screen is the light-DOM content of its slot. Signed out, it shows the sign-in screen.
 */
export function AdminShell({ networkName }: AdminShellProps) {
  const session = useStore($session);
  const signedIn = useStore($signedIn);
  const location = useStore($location);
  const siteAccountName = useStore(signedIn ? $signedInAccount : $siteAccountName);
  const mobile = useMediaQuery(styles.MOBILE_QUERY);
  const sidebarExpanded = useStore($sidebarExpanded);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const t = useTexts(shellTexts);
  const roles = useTexts(roleTexts);

  // The page reloaded during sign-in: the user read that names them in the header happens now.
  const incomplete = awaitsUserRead(session);
  useEffect(() => {
    if (incomplete) void import('../../lib/session/auth.ts').then((auth) => auth.completeUser());
  }, [incomplete]);

  // Jobs the user started (a broadcast going out) report to the status bar, across reloads.
  const locale = useLocale();
  useEffect(() => {
    if (signedIn) void import('../../lib/jobs/my-jobs.ts').then((jobs) => jobs.followMyJobs(locale));
  }, [signedIn, locale]);

  const title = headerTitle(
    hostname(),
    session.userInfo?.account_name ?? siteAccountName,
    networkName ?? t.networkName,
    t.accountAdministration,
  );
  const next = new URLSearchParams(location.search).get('next');

  // A user held at the password or second-factor screen is served nothing else: no menu leads elsewhere.
  const menu = signedIn && !isHeld(session);
  const sidebar = (drawer: boolean) => (
    <Suspense fallback={null}>
      <LazySidebar
        access={session.access}
        pathname={location.pathname}
        drawer={drawer}
        onNavigate={() => setDrawerOpen(false)}
      />
    </Suspense>
  );

  return (
    <div className={menu ? styles.shell : styles.signedOut} part="shell">
      <div className={styles.top}>
        <TopBar
          title={title}
          domain={hostname()}
          session={session}
          signedIn={signedIn}
          pathname={location.pathname}
          drawerOpen={drawerOpen}
          onOpenDrawer={menu && mobile ? () => setDrawerOpen(true) : undefined}
        />
      </div>
      {menu && !mobile && (
        <aside className={styles.side} data-collapsed={!sidebarExpanded}>
          {sidebar(false)}
        </aside>
      )}
      {menu && mobile && (
        <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
          {sidebar(true)}
        </Drawer>
      )}
      <main id="main" className={styles.main} tabIndex={-1} part="main">
        {isHeld(session) ? (
          <Suspense fallback={null}>
            <LazyHeldScreen />
          </Suspense>
        ) : signedIn ? (
          <slot />
        ) : (
          <Suspense fallback={null}>
            <LazyAuthForm next={next} />
          </Suspense>
        )}
      </main>
      <footer className={styles.foot} part="footer">
        <span>{session.userInfo?.account_name ?? siteAccountName ?? networkName ?? title}</span>
        {signedIn && (
          <span>
            {session.userInfo?.email} ·{' '}
            {t.level({ role: roleName(session.access, roles), level: String(session.access) })}
          </span>
        )}
      </footer>
      <ToastRegion priority={10} />
    </div>
  );
}
