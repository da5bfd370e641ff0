import { callCommand } from '../api/api.ts';
import type { ActionResult, PendingSignIn } from '../session/auth-actions.ts';
import { verifySecondStep } from '../session/auth.ts';
import { INVALID_CODE } from '../protocol/second-step.ts';
import { passkeyAssertion, promptFailure } from './ceremonies.ts';

export const PASSKEY_STEP_REFUSED = 'That passkey is not one of yours here. Try another, or use a code.';

/**
 * A sign-in's second step with a passkey (docs/security.md "Second factor"): the passkey signs the
 * challenge user/token answered, and second_factor/verify finishes the sign-in as a code would.
 */
export async function passkeySecondStep(step: PendingSignIn): Promise<ActionResult> {
  let passkey;
  try {
    passkey = await passkeyAssertion(callCommand, step.challenge);
  } catch (error) {
    return { ok: false, error: promptFailure(error) ?? PASSKEY_STEP_REFUSED };
  }
  const result = await verifySecondStep(step, { passkey });
  return result.ok || result.error !== INVALID_CODE ? result : { ok: false, error: PASSKEY_STEP_REFUSED };
}
