import type { ActionResult, PendingSignIn, SecondStepProof } from '../../lib/session/auth-actions.ts';
import type { RegistrationInput, SignInInput } from '../../lib/forms/marks.ts';

// For host pages that bring their own form. The page stays where it is (navigation is the page's own), and
// the API client loads with the first call, so pages that only show panels do not pay for it up front.
const auth = () => import('../../lib/session/auth.ts');

/** Signs in with docs/behaviour.md#validation's checks and docs/behaviour.md#messages's messages; every element on the page follows the session. */
export const signIn = async (input: SignInInput): Promise<ActionResult> =>
  (await auth()).login({ ...input, stay: true });

/** The second step signIn answered with `secondStep` for: a code from the app, or a recovery code. */
export const verifySecondStep = async (step: PendingSignIn, proof: SecondStepProof): Promise<ActionResult> =>
  (await auth()).verifySecondStep(step, proof);

/** Creates an account and its owner, and signs the owner in. */
export const register = async (input: RegistrationInput): Promise<ActionResult> =>
  (await auth()).register({ ...input, stay: true });

/** Ends the session on the server and on the page. */
export const signOut = async (): Promise<void> => (await auth()).logout({ stay: true });
