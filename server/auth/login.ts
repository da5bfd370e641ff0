import type { SecondStep } from '../../lib/protocol/second-step.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { Keys } from '../keys.ts';
import { ApiFailure } from '../http/failure.ts';
import { recordNewBrowser } from '../activity/new-browser.ts';
import { recordSignIn, type SignInAttempt } from '../activity/sign-in.ts';
import { loginFailures } from '../observe/metrics.ts';
import { dummyVerify, verifyPassword } from './password.ts';
import { factorsOf } from './second-factor.ts';
import { createSession } from './sessions.ts';
import { CHALLENGE_SECONDS, newChallenge } from './sign-in-challenge.ts';
import { emailKey, holdLoginPlaces } from './throttle.ts';

export const INVALID_LOGIN = 'Invalid email or password';

export interface LoginRow {
  user_id: number;
  account_id: number;
  access: number;
  email: string;
  password_hash: string;
  active: boolean;
}

/** A signed-in session, or the second step a user with a second factor is asked for. */
export type LoginResult = { token: string; access: number } | { secondStep: SecondStep };

/** The user's row as a sign-in reads it: level and enabled flags as they are now. */
export const LOGIN_SELECT = `SELECT u.user_id, u.account_id, u.access, u.email, u.password_hash,
         (u.enabled AND a.enabled) AS active
    FROM users u JOIN accounts a ON a.account_id = u.account_id`;

/**
 * Checks the credentials; every cause of failure (unknown, wrong, disabled) answers the same. Each attempt
 * first takes a place under the email's and the client IP's failure limits, atomically, so a burst cannot
 * be evaluated past them; a successful login gives its places back (only failures count). A user with a
 * second factor gets a challenge for the second step instead of a session (docs/security.md "Second factor").
 */
export async function login(
  db: Db,
  keys: Keys,
  config: Config,
  input: { email: string; passhash: string; ip: string; origin?: string; userAgent?: string | undefined },
): Promise<LoginResult> {
  const key = emailKey(input.email);
  const { release } = await holdLoginPlaces(db, config, input.email, input.ip).catch(countThrottled);
  const [user] = await db.query<LoginRow>(`${LOGIN_SELECT} WHERE lower(u.email) = $1`, [key]);
  // A full password queue (503) evaluated nothing: that attempt is not a failure either.
  const ok = await (
    user ? verifyPassword(user.password_hash, input.passhash, keys.pepper) : dummyVerify(keys.pepper)
  ).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  const attempt = {
    user,
    email: input.email,
    ip: input.ip,
    origin: input.origin,
    userAgent: input.userAgent,
  };
  if (!user || !ok || !user.active) return refuseSignIn(db, attempt, 'password', INVALID_LOGIN);
  await release();
  const factors = await factorsOf(db, user.user_id);
  if (factors.length > 0) {
    const challenge = await newChallenge(db, user.user_id);
    return { secondStep: { challenge, factors, expires_in: CHALLENGE_SECONDS } };
  }
  return startSession(db, user, { ...attempt, succeeded: true });
}

/** A throttled attempt counts in the sign-in failures metric; the error goes on. */
export function countThrottled(error: unknown): never {
  if (error instanceof ApiFailure && error.status === 429) loginFailures.inc({ reason: 'throttled' });
  throw error;
}

/** A failed sign-in: its activity entry (kept, whatever the refusal rolls back), the metric, the 401. */
// Each way of signing in refuses with its own code (docs/protocol.md, errors).
const REFUSAL_CODES = {
  password: 'invalid_login',
  second_factor: 'invalid_code',
  passkey: 'passkey_refused',
} as const;

export async function refuseSignIn(
  db: Db,
  attempt: Omit<SignInAttempt, 'succeeded'>,
  reason: 'password' | 'second_factor' | 'passkey',
  message: string,
): Promise<never> {
  await recordSignIn(db, { ...attempt, succeeded: false });
  loginFailures.inc({ reason });
  throw new ApiFailure(401, message, undefined, { code: REFUSAL_CODES[reason] });
}

/**
 * A successful sign-in: the user's last IP, the activity entries (a new browser's first, then the sign-in)
 * and a new session, in one transaction.
 */
export const startSession = (
  db: Db,
  user: Pick<LoginRow, 'user_id' | 'account_id' | 'access'>,
  attempt: SignInAttempt,
): Promise<{ token: string; access: number }> =>
  db.transaction(async (tx) => {
    await tx.query('UPDATE users SET last_ip = $2 WHERE user_id = $1', [user.user_id, attempt.ip]);
    await recordNewBrowser(tx, user, attempt);
    await recordSignIn(tx, attempt);
    return { token: await createSession(tx, user.user_id, attempt), access: user.access };
  });
