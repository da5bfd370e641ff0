import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Db } from '../db/db.ts';
import { CHALLENGE_SECONDS } from './sign-in-challenge.ts';
import { newToken, tokenHash } from './tokens.ts';

/** What a passkey challenge was made for: a registration (its user's), or a sign-in with a passkey alone. */
export type PasskeyPurpose = 'register' | 'sign_in';

/** A new challenge, stored as its hash for CHALLENGE_SECONDS; the authenticator signs its UTF-8 bytes. */
export async function newPasskeyChallenge(
  db: Db,
  purpose: PasskeyPurpose,
  userId: number | null,
): Promise<string> {
  const challenge = newToken();
  await db.query(`DELETE FROM passkey_challenges WHERE expires_at < now()`);
  await db.query(
    `INSERT INTO passkey_challenges (challenge_hash, purpose, user_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [tokenHash(challenge), purpose, userId, CHALLENGE_SECONDS],
  );
  return challenge;
}

/**
 * The challenge a browser's answer signed (clientDataJSON's, as the text it was made from); undefined for
 * an answer too broken to say. The library checks the rest of clientDataJSON.
 */
export function answeredChallenge(clientDataJSON: string): string | undefined {
  try {
    const data: unknown = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON));
    const signed = (data as { challenge?: unknown } | null)?.challenge;
    return typeof signed === 'string' && isoBase64URL.isBase64URL(signed)
      ? isoBase64URL.toUTF8String(signed)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Spends a live challenge of `purpose` (and of `userId`, for a registration): the first answer that names
 * it uses it up, right or wrong, so no answer is taken twice. False for an unknown, spent or expired one.
 */
export async function spendPasskeyChallenge(
  db: Db,
  challenge: string,
  purpose: PasskeyPurpose,
  userId: number | null,
): Promise<boolean> {
  const spent = await db.query(
    `DELETE FROM passkey_challenges
      WHERE challenge_hash = $1 AND purpose = $2 AND user_id IS NOT DISTINCT FROM $3 AND expires_at > now()
      RETURNING 1`,
    [tokenHash(challenge), purpose, userId],
  );
  return spent.length > 0;
}
