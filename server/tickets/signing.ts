import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import { signedPart, type TicketClaim } from '../../lib/tickets/code.ts';
import type { Db } from '../db/db.ts';
import type { Keys } from '../keys.ts';
import { decryptSecret, encryptSecret } from '../secrets/cipher.ts';

interface KeyRow {
  public_key: string;
  private_key_encrypted: string;
}

// Pinned to its row: a sealed key copied to another account no longer opens (server/secrets/cipher.ts).
const sealContext = (accountId: number) => `account_ticket_keys.private_key#${accountId}`;

/**
 * The account's ticket key pair, made on first use. Two first uses at once both insert; the database keeps
 * one and both read it back, so every code of an account is signed by the same key.
 */
async function keyRow(db: Db, keys: Keys, accountId: number): Promise<KeyRow> {
  const [stored] = await db.query<KeyRow>(
    'SELECT public_key, private_key_encrypted FROM account_ticket_keys WHERE account_id = $1',
    [accountId],
  );
  if (stored) return stored;
  const pair = generateKeyPairSync('ed25519');
  const publicKey = pair.publicKey.export({ format: 'jwk' }).x!;
  const privateKey = pair.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
  await db.query(
    `INSERT INTO account_ticket_keys (account_id, public_key, private_key_encrypted) VALUES ($1, $2, $3)
     ON CONFLICT (account_id) DO NOTHING`,
    [accountId, publicKey, encryptSecret(keys.secrets, privateKey, sealContext(accountId))],
  );
  return keyRow(db, keys, accountId);
}

/** The account's public key, raw 32 bytes in base64url: what gate devices verify codes with. */
export const ticketPublicKey = async (db: Db, keys: Keys, accountId: number): Promise<string> =>
  (await keyRow(db, keys, accountId)).public_key;

/** A signer for the account's codes: the private key is opened once per batch of tickets. */
export async function ticketSigner(db: Db, keys: Keys, accountId: number) {
  const row = await keyRow(db, keys, accountId);
  const privateKey = createPrivateKey({
    key: Buffer.from(
      decryptSecret(keys.secrets, row.private_key_encrypted, sealContext(accountId)),
      'base64',
    ),
    format: 'der',
    type: 'pkcs8',
  });
  return (rodeoId: number, ticketId: number): string => {
    const signed = signedPart(accountId, rodeoId, ticketId);
    return `${signed}.${sign(null, Buffer.from(signed), privateKey).toString('base64url')}`;
  };
}

/**
 * A check of codes against `accountId` (the caller's, from the token): a code is the account's when it
 * names that account and carries that account's signature. Another account's name is refused before any
 * key is looked at.
 */
export async function ticketVerifier(db: Db, keys: Keys, accountId: number) {
  const publicKey = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: await ticketPublicKey(db, keys, accountId) },
    format: 'jwk',
  });
  return (claim: TicketClaim): boolean =>
    claim.accountId === accountId &&
    verify(null, Buffer.from(claim.signed), publicKey, Buffer.from(claim.signature, 'base64url'));
}
