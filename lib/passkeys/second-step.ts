import { callCommand } from '../api/api.ts';
import type { ActionResult, PendingSignIn } from '../session/auth-actions.ts';
import { verifySecondStep } from '../session/auth.ts';
import { authEnglish, type AuthResultTexts } from '../session/auth-texts.ts';
import { passkeyAssertion, promptFailure } from './ceremonies.ts';
import { passkeyEnglish, type PasskeyTexts } from './passkey-texts.ts';

/**
 * A sign-in's second step with a passkey (docs/security.md "Second factor"): the passkey signs the
 * challenge user/token answered, and second_factor/verify finishes the sign-in as a code would. Said in
 * the texts passed (lib/session/auth-texts.ts, lib/passkeys/passkey-texts.ts), English when none are.
 */
export async function passkeySecondStep(
  step: PendingSignIn,
  t: AuthResultTexts = authEnglish(),
  p: PasskeyTexts = passkeyEnglish(),
): Promise<ActionResult> {
  let passkey;
  try {
    passkey = await passkeyAssertion(callCommand, step.challenge);
  } catch (error) {
    return { ok: false, error: promptFailure(error, p) ?? p.stepRefused };
  }
  const result = await verifySecondStep(step, { passkey }, t);
  // A refused code, here the passkey's signature: not one of this user's passkeys.
  return result.ok || result.error !== t.invalidCode ? result : { ok: false, error: p.stepRefused };
}
