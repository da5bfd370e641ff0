import { useStore } from '@nanostores/react';
import { Suspense, type ReactNode } from 'react';
import { $session, $signedIn, isHeld } from '../../lib/session/session.ts';
import { LazyAuthForm, LazyHeldScreen } from './lazy-auth-form.tsx';
import { $signedOutView } from './signed-out-view.ts';

/**
 * What a panel embedded alone shows: its content for a signed-in user, otherwise the sign-in form in
 * place (loaded only then), after which the panel carries on where it is. A held session (a password to
 * replace, a second factor to set up) sees the held screen, as in the shell, until the hold is lifted. On a page that hands the kit
 * fetchEmbedSecret, the embedding site signs its user in instead, and no form is shown.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const signedIn = useStore($signedIn);
  const signedOut = useStore($signedOutView);
  const held = isHeld(useStore($session));
  if (signedIn && !held) return children;
  return (
    <Suspense fallback={null}>{held ? <LazyHeldScreen /> : (signedOut ?? <LazyAuthForm stay />)}</Suspense>
  );
}
