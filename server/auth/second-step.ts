import { INVALID_CODE, SIGN_IN_EXPIRED } from '../../lib/protocol/second-step.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { ApiFailure } from '../http/failure.ts';
import type { Keys } from '../keys.ts';
import { countThrottled, LOGIN_SELECT, refuseSignIn, startSession, type LoginRow } from './login.ts';
import { spendRecoveryCode, spendTotpCode } from './second-factor.ts';
import { challengeUser, spendChallenge } from './sign-in-challenge.ts';

export interface SecondStepInput {
  challenge: string;
  code?: string;
  recovery_code?: string;
  ip: string;
  origin?: string;
  userAgent?: string | undefined;
}

/**
 * The second step of a sign-in (docs/security.md "Second factor"): a live challenge and a code from the
 * app, or an unused recovery code, complete it as a password alone does for everyone else. Codes are
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
  const factor = input.code !== undefined ? 'totp' : 'recovery_code';
  const ok = await (
    input.code !== undefined
      ? spendTotpCode(db, keys, config, who, input.code)
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
