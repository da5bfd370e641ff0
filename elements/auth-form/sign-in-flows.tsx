import type { PendingSignIn } from '../../lib/session/auth-actions.ts';

// What the sign-in form loads once it is on screen, never before it (docs/architecture.md, what the browser
// checks): the flows, and the way to the second step's screen, which loads only for a user who meets it.
export { login, register } from '../../lib/session/auth.ts';

/** The second step's screen for a sign-in that asks for one (elements/auth-form/second-step-screen.tsx). */
export async function secondStepView(step: PendingSignIn, onBack: () => void) {
  const { SecondStepScreen } = await import('./second-step-screen.tsx');
  return <SecondStepScreen step={step} onBack={onBack} />;
}
