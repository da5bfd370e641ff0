import { useTexts } from '../elements/runtime/locale.tsx';
import { hostTexts } from './texts.ts';
import { useStore } from '@nanostores/react';
import { Suspense, useEffect } from 'react';
import { lazyLoaded, rememberLoad } from '../elements/runtime/lazy-loaded.tsx';
import { $location, navigate } from '../lib/routing/navigation.ts';
import { redirectFor } from '../lib/routing/redirect.ts';
import { $session, $signedIn, isHeld } from '../lib/session/session.ts';
import { ScreenBoundary } from './screen-boundary.tsx';

export const loadSignedIn = rememberLoad(() => import('./signed-in.tsx'));
const SignedInScreen = lazyLoaded(loadSignedIn, (module) => module.SignedInScreen);

/**
 * The reference host: `<admin-shell>` around the screen of the current address (docs/behaviour.md#screens),
 * which loads with the signed-in screens (./signed-in.tsx). Signed out, any address but / goes to /?next=...;
 * signed in, / goes on to next or /dashboard. A session that ends (logout, 'Token Expired') lands on
 * sign-in with next set to where the user was.
 */
export function App() {
  const location = useStore($location);
  const signedIn = useStore($signedIn);
  const session = useStore($session);
  const t = useTexts(hostTexts);
  // The shell shows the password or second-factor screen instead; a screen here would only be refused by
  // the server, and would keep what it was refused once the hold is lifted.
  const held = isHeld(session);
  const redirect = redirectFor(location, signedIn);

  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect]);

  useEffect(() => {
    if (!signedIn) document.title = t.console;
  }, [signedIn, t]);

  return (
    <admin-shell>
      {signedIn && !redirect && !held && (
        <ScreenBoundary resetKey={location.pathname}>
          <Suspense fallback={<p role="status">{t.loading}</p>}>
            <SignedInScreen pathname={location.pathname} access={session.access} />
          </Suspense>
        </ScreenBoundary>
      )}
    </admin-shell>
  );
}
