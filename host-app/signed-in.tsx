import { titleIn } from '../lib/i18n/area-words.ts';
import { useAreaWords } from '../elements/ui/use-area-words.ts';
import { useTexts } from '../elements/runtime/locale.tsx';
import { hostTexts } from './texts.ts';
import { useEffect } from 'react';
import { matchRoute } from '../lib/routing/match.ts';
import { refusedRoute } from '../lib/routing/no-access.ts';
import { ROUTES, type RouteDef } from '../lib/routing/routes.ts';
import { awaitsUserRead, isHeld, type Session } from '../lib/session/session.ts';
import { NoAccessScreen, NotFoundScreen, SCREENS, preloadScreen } from './screens.ts';

// The signed-in screens and the route table with every area they carry: the sign-in screen needs neither,
// so they load once someone is signed in (or with a signed-in page, whose address names this chunk among
// its preloads: server/http/route-preloads.ts).

const NO_ROUTE: RouteDef = { path: '*', label: '', group: null, level: 0, routeOnly: true, userMenu: false };

/**
 * The first screen of a signed-in page starts loading now rather than once it renders (a list's data is on
 * its way already: server/http/early-request.ts); not on a route the user's level does not reach. Its data
 * waits while the console can only show the password screen or has still to read the user.
 */
export function preloadFirstScreen(pathname: string, search: string, session: Session): Promise<unknown> {
  const { route } = matchRoute<RouteDef>(ROUTES, pathname, NO_ROUTE);
  if (refusedRoute(route, session.access)) return Promise.resolve();
  return preloadScreen(route.path, isHeld(session) || awaitsUserRead(session) ? undefined : { search });
}

/** The screen of the current address, or, on a route the user's level does not reach, the no-access screen. */
export function SignedInScreen({ pathname, access }: { pathname: string; access: number }) {
  const { route, params } = matchRoute<Pick<RouteDef, 'path'>>(ROUTES, pathname, NO_ROUTE);
  const known = ROUTES.find((r) => r.path === route.path);
  const Screen = SCREENS[route.path] ?? NotFoundScreen;
  const t = useTexts(hostTexts);
  const words = useAreaWords() ?? null;
  const label = known && titleIn(words, known.path, known.label);

  useEffect(() => {
    document.title = label ? t.titled({ title: label }) : t.console;
  }, [label, t]);

  return refusedRoute(known, access) && known ? (
    <NoAccessScreen route={known} access={access} />
  ) : (
    <Screen params={params} path={route.path} />
  );
}
