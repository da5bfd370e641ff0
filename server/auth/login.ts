import type { Db } from '../db/db.ts';
import type { Keys } from '../keys.ts';
import { ApiFailure } from '../http/failure.ts';
import { dummyVerify, verifyPassword } from './password.ts';
import { createSession } from './sessions.ts';
import { clearFailures, emailKey, isThrottled, recordFailure } from './throttle.ts';

export const INVALID_LOGIN = 'Invalid email or password';

interface LoginRow {
  user_id: number;
  access: number;
  password_hash: string;
  active: boolean;
}

/** Checks the credentials; every cause of failure (throttled, unknown, wrong, disabled) answers the same. */
export async function login(
  db: Db,
  keys: Keys,
  input: { email: string; passhash: string; ip: string },
): Promise<{ token: string; access: number }> {
  const key = emailKey(input.email);
  const fail = new ApiFailure(401, INVALID_LOGIN);
  if (await isThrottled(db, key)) throw fail;
  const [user] = await db.query<LoginRow>(
    `SELECT u.user_id, u.access, u.password_hash, (u.enabled AND a.enabled) AS active
       FROM users u JOIN accounts a ON a.account_id = u.account_id
      WHERE lower(u.email) = $1`,
    [key],
  );
  const ok = user
    ? await verifyPassword(user.password_hash, input.passhash, keys.pepper)
    : (await dummyVerify(keys.pepper), false);
  if (!user || !ok || !user.active) {
    await recordFailure(db, key);
    throw fail;
  }
  await clearFailures(db, key);
  await db.query('UPDATE users SET last_ip = $2 WHERE user_id = $1', [user.user_id, input.ip]);
  return { token: await createSession(db, user.user_id), access: user.access };
}
