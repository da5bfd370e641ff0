import { useStore } from '@nanostores/react';
import { Suspense, type ReactNode } from 'react';
import { $consoleConfig } from '../../lib/config/console-config.ts';
import { $signedIn } from '../../lib/session/session.ts';
import { LazyAuthForm, LazyEmbedClaim } from './lazy-auth-form.tsx';

/**
 * What a panel embedded alone shows: its content for a signed-in user, otherwise the sign-in form in
 * place (loaded only then), after which the panel carries on where it is. On a page that hands the kit
 * fetchEmbedSecret, the embedding site signs its user in instead, and no form is shown.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const signedIn = useStore($signedIn);
  const embedded = Boolean(useStore($consoleConfig).fetchEmbedSecret);
  if (signedIn) return children;
  return <Suspense fallback={null}>{embedded ? <LazyEmbedClaim /> : <LazyAuthForm stay />}</Suspense>;
}
