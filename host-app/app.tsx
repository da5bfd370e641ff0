import { useStore } from '@nanostores/react';
import { Suspense, useEffect } from 'react';
import { matchRoute } from '../lib/routing/match.ts';
import { $location, navigate } from '../lib/routing/navigation.ts';
import { refusedRoute } from '../lib/routing/no-access.ts';
import { redirectFor } from '../lib/routing/redirect.ts';
import { ROUTES, type RouteDef } from '../lib/routing/routes.ts';
import { $session, $signedIn, awaitsPasswordChange } from '../lib/session/session.ts';
import { ScreenBoundary } from './screen-boundary.tsx';
import { NoAccessScreen, NotFoundScreen, SCREENS } from './screens.ts';

const NOT_FOUND: Pick<RouteDef, 'path'> = { path: '*' };

/**
 * The reference host: `<admin-shell>` around the screen of the current address (docs/behaviour.md#screens), or, on a route the user's level does not reach, the
 * no-access screen. Signed out, any
 * address but / goes to /?next=...; signed in, / goes on to next or /dashboard. A session that ends
 * (logout, 'Token Expired') lands on sign-in with next set to where the user was.
 */
export function App() {
  const location = useStore($location);
  const signedIn = useStore($signedIn);
  const session = useStore($session);
  // The shell shows the password screen instead; a screen here would only be refused by the server.
  const passwordPending = awaitsPasswordChange(session);
  const redirect = redirectFor(location, signedIn);

  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect]);

  const { route, params } = matchRoute<Pick<RouteDef, 'path'>>(ROUTES, location.pathname, NOT_FOUND);
  const known = ROUTES.find((r) => r.path === route.path);
  const refused = refusedRoute(known, session.access);
  const Screen = SCREENS[route.path] ?? NotFoundScreen;
  const label = known?.label;

  useEffect(() => {
    document.title = label && signedIn ? `${label} · Console` : 'Console';
  }, [label, signedIn]);

  return (
    <admin-shell>
      {signedIn && !redirect && !passwordPending && (
        <ScreenBoundary resetKey={location.pathname}>
          <Suspense fallback={<p role="status">Loading…</p>}>
            {refused && known ? (
              <NoAccessScreen route={known} access={session.access} />
            ) : (
              <Screen params={params} path={route.path} />
            )}
          </Suspense>
        </ScreenBoundary>
      )}
    </admin-shell>
  );
}
