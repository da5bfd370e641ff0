import { useStore } from '@nanostores/react';
import { Suspense, type ReactNode } from 'react';
import { $signedIn } from '../../lib/session/session.ts';
import { LazyAuthForm } from './lazy-auth-form.tsx';
import { $signedOutView } from './signed-out-view.ts';

/**
 * What a panel embedded alone shows: its content for a signed-in user, otherwise the sign-in form in
 * place (loaded only then), after which the panel carries on where it is. On a page that hands the kit
 * fetchEmbedSecret, the embedding site signs its user in instead, and no form is shown.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const signedIn = useStore($signedIn);
  const signedOut = useStore($signedOutView);
  if (signedIn) return children;
  return <Suspense fallback={null}>{signedOut ?? <LazyAuthForm stay />}</Suspense>;
}
