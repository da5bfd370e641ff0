import { useStore } from '@nanostores/react';
import { Suspense, type ReactNode } from 'react';
import { $signedIn } from '../../lib/session/session.ts';
import { LazyAuthForm } from './lazy-auth-form.tsx';

/**
 * What a panel embedded alone shows: its content for a signed-in user, otherwise the sign-in form in
 * place (loaded only then), after which the panel carries on where it is.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const signedIn = useStore($signedIn);
  if (signedIn) return children;
  return (
    <Suspense fallback={null}>
      <LazyAuthForm stay />
    </Suspense>
  );
}
