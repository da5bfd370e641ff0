import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { countThrottled, LOGIN_SELECT, refuseSignIn, startSession, type LoginRow } from './login.ts';
import { checkAssertion, PASSKEY_REFUSED, spentSignInChallenge } from './passkeys.ts';
import type { RelyingParty } from './relying-party.ts';
import { holdPlaces, loginLimits } from './throttle.ts';

/**
 * Signs in with a passkey alone (docs/security.md "Passkeys"): a discoverable credential the user verified
 * (a PIN or a fingerprint on top of the device: two factors in one) answers as user/token does, with no
 * second step. Each try takes a place under the client IP's failed-login limit first, as logins do; a
 * refusal is logged as a failed sign-in of the passkey's user (when it names a known one).
 */
export async function signInWithPasskey(
  db: Db,
  config: Config,
  rp: RelyingParty,
  input: {
    credential: AuthenticationResponseJSON;
    ip: string;
    origin: string | undefined;
    userAgent: string | undefined;
  },
): Promise<{ token: string; access: number; userId: number }> {
  const { release } = await holdPlaces(db, [{ limit: loginLimits(config).ip, key: input.ip }]).catch(
    countThrottled,
  );
  const challenge = await spentSignInChallenge(db, input.credential);
  const passkey = challenge && (await checkAssertion(db, rp, input.credential, challenge));
  const [user] = passkey
    ? await db.query<LoginRow>(`${LOGIN_SELECT} WHERE u.user_id = $1`, [passkey.user_id])
    : [];
  const attempt = {
    user,
    email: user?.email ?? '',
    ip: input.ip,
    origin: input.origin,
    userAgent: input.userAgent,
    passkey: passkey ? passkey.name : undefined,
  };
  if (!user?.active) return refuseSignIn(db, attempt, 'passkey', PASSKEY_REFUSED);
  await release();
  return { ...(await startSession(db, user, { ...attempt, succeeded: true })), userId: user.user_id };
}
