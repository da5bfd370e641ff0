import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { Keys } from '../keys.ts';
import { ApiFailure } from '../http/failure.ts';
import { recordSignIn } from '../activity/sign-in.ts';
import { loginFailures } from '../observe/metrics.ts';
import { dummyVerify, verifyPassword } from './password.ts';
import { createSession } from './sessions.ts';
import { emailKey, holdLoginPlaces } from './throttle.ts';

export const INVALID_LOGIN = 'Invalid email or password';

interface LoginRow {
  user_id: number;
  account_id: number;
  access: number;
  password_hash: string;
  active: boolean;
}

/**
 * Checks the credentials; every cause of failure (unknown, wrong, disabled) answers the same. Each attempt
 * first takes a place under the email's and the client IP's failure limits, atomically, so a burst cannot
 * be evaluated past them; a successful login gives its places back (only failures count).
 */
export async function login(
  db: Db,
  keys: Keys,
  config: Config,
  input: { email: string; passhash: string; ip: string; origin?: string },
): Promise<{ token: string; access: number }> {
  const key = emailKey(input.email);
  const { release } = await holdLoginPlaces(db, config, input.email, input.ip).catch((error: unknown) => {
    if (error instanceof ApiFailure && error.status === 429) loginFailures.inc({ reason: 'throttled' });
    throw error;
  });
  const [user] = await db.query<LoginRow>(
    `SELECT u.user_id, u.account_id, u.access, u.password_hash, (u.enabled AND a.enabled) AS active
       FROM users u JOIN accounts a ON a.account_id = u.account_id
      WHERE lower(u.email) = $1`,
    [key],
  );
  // A full password queue (503) evaluated nothing: that attempt is not a failure either.
  const ok = await (
    user ? verifyPassword(user.password_hash, input.passhash, keys.pepper) : dummyVerify(keys.pepper)
  ).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  const attempt = { user, email: input.email, ip: input.ip, origin: input.origin };
  if (!user || !ok || !user.active) {
    await recordSignIn(db, { ...attempt, succeeded: false });
    loginFailures.inc({ reason: 'password' });
    throw new ApiFailure(401, INVALID_LOGIN);
  }
  await release();
  return db.transaction(async (tx) => {
    await tx.query('UPDATE users SET last_ip = $2 WHERE user_id = $1', [user.user_id, input.ip]);
    await recordSignIn(tx, { ...attempt, succeeded: true });
    return { token: await createSession(tx, user.user_id), access: user.access };
  });
}
