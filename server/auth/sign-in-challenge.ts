import type { Db } from '../db/db.ts';
import { newToken, tokenHash } from './tokens.ts';

/** How long the second step of a sign-in may wait for its code (docs/security.md "Second factor"). */
export const CHALLENGE_SECONDS = 5 * 60;

/** A challenge for the user whose password just matched: random, stored as its hash, short-lived. */
export async function newChallenge(db: Db, userId: number): Promise<string> {
  const challenge = newToken();
  await db.query(`DELETE FROM sign_in_challenges WHERE expires_at < now()`);
  await db.query(
    `INSERT INTO sign_in_challenges (challenge_hash, user_id, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [tokenHash(challenge), userId, CHALLENGE_SECONDS],
  );
  return challenge;
}

/** The user a live challenge belongs to; undefined for an unknown or expired one. */
export async function challengeUser(db: Db, challenge: string): Promise<number | undefined> {
  const [row] = await db.query<{ user_id: number }>(
    'SELECT user_id FROM sign_in_challenges WHERE challenge_hash = $1 AND expires_at > now()',
    [tokenHash(challenge)],
  );
  return row?.user_id;
}

/** Spends a challenge: true for the one caller that got it, false if it was spent or expired meanwhile. */
export async function spendChallenge(db: Db, challenge: string): Promise<boolean> {
  const spent = await db.query(
    'DELETE FROM sign_in_challenges WHERE challenge_hash = $1 AND expires_at > now() RETURNING 1',
    [tokenHash(challenge)],
  );
  return spent.length > 0;
}
