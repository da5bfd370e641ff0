import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { INVALID_CODE, SIGN_IN_EXPIRED } from '../../lib/protocol/second-step.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { ApiFailure } from '../http/failure.ts';
import type { Keys } from '../keys.ts';
import { countThrottled, LOGIN_SELECT, refuseSignIn, startSession, type LoginRow } from './login.ts';
import { checkAssertion } from './passkeys.ts';
import type { RelyingParty } from './relying-party.ts';
import { spendRecoveryCode, spendTotpCode, type Prover } from './second-factor.ts';
import { holdPlaces, secondFactorPlaces } from './throttle.ts';
import { challengeUser, spendChallenge } from './sign-in-challenge.ts';

export interface SecondStepInput {
  challenge: string;
  code?: string;
  recovery_code?: string;
  /** An assertion of one of the user's passkeys, signing the challenge (passkey/sign_in_options). */
  passkey?: AuthenticationResponseJSON;
  rp: RelyingParty;
  ip: string;
  origin?: string;
  userAgent?: string | undefined;
}

/**
 * The second step of a sign-in (docs/security.md "Second factor"): a live challenge and a code from the
 * app, an unused recovery code, or a passkey of the user's signing the challenge, complete it as a password alone does for everyone else. Codes are
 * throttled per user and per IP; a wrong one is logged as a failed sign-in naming the factor, never the code.
 */
export async function completeSignIn(
  db: Db,
  keys: Keys,
  config: Config,
  input: SecondStepInput,
): Promise<{ token: string; access: number }> {
  const userId = await challengeUser(db, input.challenge);
  const [user] = userId ? await db.query<LoginRow>(`${LOGIN_SELECT} WHERE u.user_id = $1`, [userId]) : [];
  if (!user || !user.active) throw new ApiFailure(401, SIGN_IN_EXPIRED);
  const who = { userId: user.user_id, ip: input.ip };
  const factor = input.code !== undefined ? 'totp' : input.passkey ? 'passkey' : 'recovery_code';
  const ok = await (
    input.code !== undefined
      ? spendTotpCode(db, keys, config, who, input.code)
      : input.passkey
        ? provePasskey(db, config, who, input.rp, input.passkey, input.challenge)
        : spendRecoveryCode(db, keys, config, who, input.recovery_code ?? '')
  ).catch(countThrottled);
  const attempt = {
    user,
    email: user.email,
    ip: input.ip,
    origin: input.origin,
    userAgent: input.userAgent,
    factor,
  } as const;
  if (!ok) return refuseSignIn(db, attempt, 'second_factor', INVALID_CODE);
  // Spent once: a second right code for the same challenge (a race) signs nobody in twice.
  if (!(await spendChallenge(db, input.challenge))) throw new ApiFailure(401, SIGN_IN_EXPIRED);
  return startSession(db, user, { ...attempt, succeeded: true });
}

/** Whether one of the user's passkeys signed the challenge; throttled as codes are. */
async function provePasskey(
  db: Db,
  config: Config,
  who: Prover,
  rp: RelyingParty,
  assertion: AuthenticationResponseJSON,
  challenge: string,
): Promise<boolean> {
  const { release } = await holdPlaces(db, secondFactorPlaces(config, who.userId, who.ip));
  if (!(await checkAssertion(db, rp, assertion, challenge, who.userId))) return false;
  await release();
  return true;
}
