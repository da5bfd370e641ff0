import type { Db } from '../db/db.ts';
import { ApiFailure, badRequest, forbidden } from '../http/failure.ts';
import type { Session } from '../http/handlers.ts';
import type { Config } from '../config.ts';
import type { Keys } from '../keys.ts';
import { verifyPassword } from './password.ts';
import { holdLoginPlaces } from './throttle.ts';

export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';
export const EMBED_CREDENTIALS_REFUSED =
  'An embedded panel cannot change a password or an email address: sign in to the console to do that';

export interface CredentialChange {
  /** The user being changed, as stored. */
  user: { user_id: number; email: string };
  email: string | undefined;
  passhash: string | undefined;
  currentPasshash: string | undefined;
}

const storedHash = async (db: Db, userId: number) =>
  (
    await db.query<{ password_hash: string; must_change_password: boolean }>(
      'SELECT password_hash, must_change_password FROM users WHERE user_id = $1',
      [userId],
    )
  )[0];

/**
 * The caller's own password, proved again for a change that a borrowed session must not make (403 when
 * wrong or missing). A wrong one is a failed login: it counts against the same limits (docs/security.md,
 * "Throttles and the client IP"), so a borrowed session cannot guess the password at its own pace.
 */
export async function proveCurrentPassword(
  db: Db,
  keys: Keys,
  user: { user_id: number; email: string },
  currentPasshash: string | undefined,
  from: { config: Config; ip: string },
): Promise<{ must_change_password: boolean }> {
  const { release } = await holdLoginPlaces(db, from.config, user.email, from.ip);
  const stored = await storedHash(db, user.user_id);
  const proved =
    !!stored &&
    currentPasshash !== undefined &&
    // A full password queue (503) evaluated nothing: no failure to count.
    (await verifyPassword(stored.password_hash, currentPasshash, keys.pepper).catch(
      async (error: unknown) => {
        await release();
        throw error;
      },
    ));
  if (!proved) throw new ApiFailure(403, 'Forbidden', CURRENT_PASSWORD_INCORRECT);
  await release();
  return stored;
}

/**
 * The rules for a password or email change (docs/security.md, "Account takeover"): an embed session never
 * makes one, whatever its panels (an API key holder could otherwise take over the session's user for good);
 * a user changing their own proves the current password first, so a borrowed session is not enough.
 * An admin resetting a user below them needs no password of that user.
 */
export async function checkCredentialChange(
  db: Db,
  keys: Keys,
  session: Session,
  change: CredentialChange,
  from: { config: Config; ip: string },
): Promise<void> {
  const emailChanges =
    change.email !== undefined && change.email.toLowerCase() !== change.user.email.toLowerCase();
  if (!emailChanges && change.passhash === undefined) return;
  if (session.scope) throw forbidden(EMBED_CREDENTIALS_REFUSED);
  if (change.user.user_id !== session.userId) return;
  const stored = await proveCurrentPassword(db, keys, change.user, change.currentPasshash, from);
  // The one-time password of create-admin is to be replaced, not kept.
  if (stored.must_change_password && change.passhash === change.currentPasshash) {
    throw badRequest('passhash: Choose a new password, not the one-time password');
  }
}

/** After a password change: every other session of the user ends (a thief's included), embed ones too. */
export async function endOtherSessions(db: Db, userId: number, keepSessionId: number): Promise<void> {
  await db.query(
    `UPDATE sessions SET revoked_at = now()
      WHERE user_id = $1 AND revoked_at IS NULL AND session_id <> $2`,
    [userId, keepSessionId],
  );
}
