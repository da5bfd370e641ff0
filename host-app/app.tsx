import { useStore } from '@nanostores/react';
import { Suspense, useEffect } from 'react';
import { matchRoute } from '../lib/routing/match.ts';
import { $location, navigate } from '../lib/routing/navigation.ts';
import { redirectFor } from '../lib/routing/redirect.ts';
import { ROUTES, type RouteDef } from '../lib/routing/routes.ts';
import { $session, $signedIn, awaitsPasswordChange } from '../lib/session/session.ts';
import { ScreenBoundary } from './screen-boundary.tsx';
import { NotFoundScreen, SCREENS } from './screens.ts';

const NOT_FOUND: Pick<RouteDef, 'path'> = { path: '*' };

/**
 * The reference host: `<admin-shell>` around the screen of the current address (docs/behaviour.md#screens). Signed out, any
 * address but / goes to /?next=...; signed in, / goes on to next or /dashboard. A session that ends
 * (logout, 'Token Expired') lands on sign-in with next set to where the user was.
 */
export function App() {
  const location = useStore($location);
  const signedIn = useStore($signedIn);
  // The shell shows the password screen instead; a screen here would only be refused by the server.
  const passwordPending = awaitsPasswordChange(useStore($session));
  const redirect = redirectFor(location, signedIn);

  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect]);

  const { route, params } = matchRoute<Pick<RouteDef, 'path'>>(ROUTES, location.pathname, NOT_FOUND);
  const Screen = SCREENS[route.path] ?? NotFoundScreen;
  const label = ROUTES.find((r) => r.path === route.path)?.label;

  useEffect(() => {
    document.title = label && signedIn ? `${label} · Console` : 'Console';
  }, [label, signedIn]);

  return (
    <admin-shell>
      {signedIn && !redirect && !passwordPending && (
        <ScreenBoundary resetKey={location.pathname}>
          <Suspense fallback={<p role="status">Loading…</p>}>
            <Screen params={params} />
          </Suspense>
        </ScreenBoundary>
      )}
    </admin-shell>
  );
}
