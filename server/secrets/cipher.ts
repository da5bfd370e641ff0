import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Format v1: "v1." + base64url(iv ‖ ciphertext ‖ tag). The version prefix leaves room for another
// algorithm or key later without guessing what an old value is.
const VERSION = 'v1.';
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts a secret for storage. `context` is bound as associated data (the table, column and row it
 * belongs to), so a ciphertext copied into another row or column no longer decrypts.
 */
export function encryptSecret(key: Buffer, plaintext: string, context: string): string {
  // A fresh random IV per value: GCM loses both secrecy and integrity if an IV ever repeats under a key.
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return VERSION + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The plaintext, or an error naming no secret when the key, the context or the value does not match. */
export function decryptSecret(key: Buffer, stored: string, context: string): string {
  const raw = stored.startsWith(VERSION) ? Buffer.from(stored.slice(VERSION.length), 'base64url') : null;
  if (!raw || raw.length < IV_BYTES + TAG_BYTES) throw new Error(`Unreadable secret for ${context}`);
  const decipher = createDecipheriv(ALGORITHM, key, raw.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
  try {
    return Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    // The tag check failed: wrong SECRETS_KEY, a value moved from another row or column, or tampering.
    throw new Error(`Secret for ${context} failed authentication`);
  }
}
