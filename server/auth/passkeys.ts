import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { PasskeyInfo } from '../../lib/protocol/passkey.ts';
import type { Db } from '../db/db.ts';
import { ApiFailure, notFound } from '../http/failure.ts';
import { answeredChallenge, newPasskeyChallenge, spendPasskeyChallenge } from './passkey-challenges.ts';
import type { RelyingParty } from './relying-party.ts';
import { CHALLENGE_SECONDS } from './sign-in-challenge.ts';

// docs/security.md "Passkeys": @simplewebauthn/server reads and checks what authenticators send; this
// file keeps the credentials and decides which challenge and which user an answer may be for.

export const PASSKEY_REFUSED = 'That passkey was not accepted';
const TIMEOUT_MS = CHALLENGE_SECONDS * 1000;

const INFO = `passkey_id, name, to_json(created_at) #>> '{}' AS created_at,
              to_json(last_used_at) #>> '{}' AS last_used_at`;

/** A stored credential, as an assertion is checked against it. */
export interface PasskeyRow {
  passkey_id: number;
  user_id: number;
  name: string;
  credential_id: string;
  public_key: string;
  counter: string | number;
  transports: string[];
}

export const listPasskeys = (db: Db, userId: number): Promise<PasskeyInfo[]> =>
  db.query<PasskeyInfo>(`SELECT ${INFO} FROM passkeys WHERE user_id = $1 ORDER BY passkey_id`, [userId]);

const credentialsOf = (db: Db, userId: number) =>
  db.query<{ id: string; transports: string[] }>(
    'SELECT credential_id AS id, transports FROM passkeys WHERE user_id = $1 ORDER BY passkey_id',
    [userId],
  );

/** Options for navigator.credentials.create: a discoverable credential the user verifies, no attestation. */
export async function registrationOptions(
  db: Db,
  rp: RelyingParty,
  user: { user_id: number; email: string },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: rp.id,
    rpID: rp.id,
    userName: user.email,
    challenge: await newPasskeyChallenge(db, 'register', user.user_id),
    timeout: TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: await credentialsOf(db, user.user_id),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

/** Checks a new credential against its user's registration challenge and keeps it under `name`. */
export async function registerPasskey(
  db: Db,
  rp: RelyingParty,
  owner: { userId: number; accountId: number },
  name: string,
  response: RegistrationResponseJSON,
): Promise<PasskeyInfo> {
  const challenge = answeredChallenge(response.response.clientDataJSON);
  if (!challenge || !(await spendPasskeyChallenge(db, challenge, 'register', owner.userId)))
    throw new ApiFailure(403, 'Forbidden', 'The registration has expired: begin again');
  const verified = await verifyRegistrationResponse({
    response,
    expectedChallenge: isoBase64URL.fromUTF8String(challenge),
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
  }).catch(() => undefined);
  if (!verified?.verified) throw new ApiFailure(403, 'Forbidden', PASSKEY_REFUSED);
  const { credential } = verified.registrationInfo;
  const [row] = await db.query<PasskeyInfo>(
    `INSERT INTO passkeys (credential_id, user_id, account_id, name, public_key, counter, transports)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (credential_id) DO NOTHING RETURNING ${INFO}`,
    [
      credential.id,
      owner.userId,
      owner.accountId,
      name,
      isoBase64URL.fromBuffer(credential.publicKey),
      credential.counter,
      credential.transports ?? [],
    ],
  );
  if (!row) throw new ApiFailure(409, 'Conflict', 'That passkey is registered already');
  return row;
}

export async function renamePasskey(
  db: Db,
  userId: number,
  passkeyId: number,
  name: string,
): Promise<{ before: string; after: PasskeyInfo }> {
  const [row] = await db.query<PasskeyInfo & { before: string }>(
    `UPDATE passkeys p SET name = $3 FROM passkeys old
      WHERE p.passkey_id = $2 AND p.user_id = $1 AND old.passkey_id = p.passkey_id
      RETURNING old.name AS before, p.passkey_id, p.name, to_json(p.created_at) #>> '{}' AS created_at,
                to_json(p.last_used_at) #>> '{}' AS last_used_at`,
    [userId, passkeyId, name],
  );
  if (!row) throw notFound('No such passkey');
  const { before, ...after } = row;
  return { before, after };
}

/** Removes one of the user's passkeys; its name, for the activity entry. */
export async function removePasskey(db: Db, userId: number, passkeyId: number): Promise<string> {
  const [row] = await db.query<{ name: string }>(
    'DELETE FROM passkeys WHERE passkey_id = $2 AND user_id = $1 RETURNING name',
    [userId, passkeyId],
  );
  if (!row) throw notFound('No such passkey');
  return row.name;
}

/**
 * Options for navigator.credentials.get, signing `challenge`: a new one of a sign-in with a passkey alone
 * (any discoverable credential, the user verified), or a sign-in's second step (that user's passkeys).
 */
export async function assertionOptions(
  db: Db,
  rp: RelyingParty,
  forStep?: { challenge: string; userId: number },
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: rp.id,
    challenge: forStep?.challenge ?? (await newPasskeyChallenge(db, 'sign_in', null)),
    timeout: TIMEOUT_MS,
    userVerification: forStep ? 'preferred' : 'required',
    ...(forStep ? { allowCredentials: await credentialsOf(db, forStep.userId) } : {}),
  });
}

/**
 * The passkey an assertion signed `challenge` with, when it is one of `userId`'s (anyone's when left
 * out), the signature is good and its counter moved on; its counter and last use are then stored.
 * Undefined otherwise: a counter that went back means a copied key, and is refused like a bad signature.
 */
export async function checkAssertion(
  db: Db,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  challenge: string,
  userId?: number,
): Promise<PasskeyRow | undefined> {
  const [row] = await db.query<PasskeyRow>(
    `SELECT passkey_id, user_id, name, credential_id, public_key, counter, transports FROM passkeys
      WHERE credential_id = $1`,
    [response.id],
  );
  if (!row || (userId !== undefined && row.user_id !== userId)) return undefined;
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: isoBase64URL.fromUTF8String(challenge),
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    credential: {
      id: row.credential_id,
      publicKey: isoBase64URL.toBuffer(row.public_key),
      counter: Number(row.counter),
      transports: row.transports,
    },
    requireUserVerification: userId === undefined,
  }).catch(() => undefined);
  if (!verified?.verified) return undefined;
  // Against the counter just read: of two answers racing past the check, one moves it.
  const moved = await db.query(
    `UPDATE passkeys SET counter = $2, last_used_at = now()
      WHERE passkey_id = $1 AND counter = $3 RETURNING 1`,
    [row.passkey_id, verified.authenticationInfo.newCounter, row.counter],
  );
  return moved.length > 0 ? row : undefined;
}

/** The challenge an assertion signed, spent if it is a live one of a sign-in with a passkey alone. */
export async function spentSignInChallenge(
  db: Db,
  response: AuthenticationResponseJSON,
): Promise<string | undefined> {
  const challenge = answeredChallenge(response.response.clientDataJSON);
  return challenge && (await spendPasskeyChallenge(db, challenge, 'sign_in', null)) ? challenge : undefined;
}
