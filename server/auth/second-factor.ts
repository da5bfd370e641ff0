import { createHmac, randomInt } from 'node:crypto';
import type { SecondFactor } from '../../lib/protocol/second-step.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { ApiFailure } from '../http/failure.ts';
import type { Keys } from '../keys.ts';
import { revealSecret, sealSecrets, type SecretFields } from '../secrets/columns.ts';
import { holdPlaces, secondFactorPlaces } from './throttle.ts';
import { codeStep, newTotpSecret } from './totp.ts';

// docs/security.md "Second factor": the secret sealed with SECRETS_KEY, bound to its table, column and user.
const TOTP_SECRET: SecretFields<'totp_secret'> = { table: 'second_factors', fields: ['totp_secret'] };

export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: a code copied from paper reads one way. 10 of 31 letters: about 50 bits each.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_LENGTH = 10;

/** Who is proving a code, and from where (the throttles count per user and per client IP). */
export interface Prover {
  userId: number;
  ip: string;
}

type FactorRow = {
  totp_secret_encrypted: string;
  confirmed: boolean;
};

const factorRow = async (db: Db, userId: number): Promise<FactorRow | undefined> =>
  (
    await db.query<FactorRow>(
      'SELECT totp_secret_encrypted, confirmed_at IS NOT NULL AS confirmed FROM second_factors WHERE user_id = $1',
      [userId],
    )
  )[0];

/** The second factors a user's sign-in asks for; none for a user who has not turned one on. */
export async function factorsOf(db: Db, userId: number): Promise<SecondFactor[]> {
  const [row] = await db.query<{ totp: boolean; codes: number; passkey: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM second_factors WHERE user_id = $1 AND confirmed_at IS NOT NULL) AS totp,
            (SELECT count(*) FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL)::int AS codes,
            EXISTS (SELECT 1 FROM passkeys WHERE user_id = $1) AS passkey`,
    [userId],
  );
  const factors: SecondFactor[] = row?.totp ? ['totp'] : [];
  if (row?.totp && row.codes > 0) factors.push('recovery_code');
  if (row?.passkey) factors.push('passkey');
  return factors;
}

/** Whether the user signs in with a confirmed authenticator app. */
export const totpOn = async (db: Db, userId: number): Promise<boolean> =>
  (await factorRow(db, userId))?.confirmed ?? false;

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db.query<{ codes: number }>(
    'SELECT count(*)::int AS codes FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL',
    [userId],
  );
  return row?.codes ?? 0;
}

/** A new secret waiting for its first code; refused (409) while a confirmed one is on. */
export async function beginTotp(db: Db, keys: Keys, userId: number): Promise<string> {
  if ((await factorRow(db, userId))?.confirmed)
    throw new ApiFailure(409, 'Conflict', 'An authenticator app is already on: turn it off first');
  const secret = newTotpSecret();
  const sealed = sealSecrets(keys, TOTP_SECRET, userId, { totp_secret: secret }).totp_secret_encrypted;
  await db.query(
    `INSERT INTO second_factors (user_id, totp_secret_encrypted) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET totp_secret_encrypted = $2, confirmed_at = NULL, last_step = 0,
                                         created_at = now()`,
    [userId, sealed],
  );
  return secret;
}

/**
 * Whether `code` is the user's current one (a step either side), spending its step: the same code, or an
 * earlier one, is refused after it. Each try first takes a place under the per-user and per-IP limits,
 * atomically as logins do (429 when full); a code that matched gives its places back. `pending` checks the
 * secret still waiting for confirmation instead of the confirmed one.
 */
export async function spendTotpCode(
  db: Db,
  keys: Keys,
  config: Config,
  who: Prover,
  code: string,
  pending = false,
): Promise<boolean> {
  const { release } = await holdPlaces(db, secondFactorPlaces(config, who.userId, who.ip));
  const row = await factorRow(db, who.userId);
  if (!row || row.confirmed === pending) return false;
  const step = codeStep(revealSecret(keys, TOTP_SECRET, 'totp_secret', who.userId, row), code);
  if (step === null) return false;
  // One statement decides between two parallel uses of one code: the row's lock lets one through.
  const spent = await db.query(
    `UPDATE second_factors SET last_step = $2${pending ? ', confirmed_at = now()' : ''}
      WHERE user_id = $1 AND last_step < $2 AND (confirmed_at IS NULL) = $3 RETURNING 1`,
    [who.userId, step, pending],
  );
  if (spent.length === 0) return false;
  await release();
  return true;
}

const normalRecoveryCode = (code: string): string => code.toLowerCase().replace(/[^a-z0-9]/g, '');
// Keyed with the pepper: a leaked table alone cannot be checked against guesses.
const recoveryHash = (keys: Keys, code: string): string =>
  createHmac('sha256', keys.pepper).update(normalRecoveryCode(code)).digest('hex');

/** Ten new recovery codes in place of the old ones; only their hashes are stored, the text shown once. */
export async function newRecoveryCodes(db: Db, keys: Keys, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = Array.from(
      { length: RECOVERY_LENGTH },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    );
    return `${raw.slice(0, 5).join('')}-${raw.slice(5).join('')}`;
  });
  await db.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
  await db.query(
    'INSERT INTO recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING',
    [userId, codes.map((code) => recoveryHash(keys, code))],
  );
  return codes;
}

/** Whether `code` is one of the user's unused recovery codes, using it up; throttled as codes are. */
export async function spendRecoveryCode(
  db: Db,
  keys: Keys,
  config: Config,
  who: Prover,
  code: string,
): Promise<boolean> {
  const { release } = await holdPlaces(db, secondFactorPlaces(config, who.userId, who.ip));
  const used = await db.query(
    `UPDATE recovery_codes SET used_at = now()
      WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL
        AND EXISTS (SELECT 1 FROM second_factors WHERE user_id = $1 AND confirmed_at IS NOT NULL)
      RETURNING 1`,
    [who.userId, recoveryHash(keys, code)],
  );
  if (used.length === 0) return false;
  await release();
  return true;
}

/** Turns the user's second factor off: secret and recovery codes are deleted. */
export async function removeSecondFactor(db: Db, userId: number): Promise<boolean> {
  await db.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
  const removed = await db.query('DELETE FROM second_factors WHERE user_id = $1 RETURNING 1', [userId]);
  return removed.length > 0;
}
