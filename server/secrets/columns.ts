import type { Keys } from '../keys.ts';
import { decryptSecret, encryptSecret } from './cipher.ts';
import { maskSecret } from './mask.ts';
import { cachedMask } from './mask-cache.ts';

/** A table with write-only secret fields, each stored encrypted in the column `<field>_encrypted`. */
export interface SecretFields<F extends string> {
  table: string;
  fields: readonly F[];
}

export const encryptedColumn = (field: string): string => `${field}_encrypted`;

// Table, column and row id: the associated data that pins each ciphertext to its one place.
const context = (table: string, field: string, rowId: number): string => `${table}.${field}#${rowId}`;

/** Column -> ciphertext for the given fields of row `rowId`; fields left undefined are not touched. */
export function sealSecrets<F extends string>(
  keys: Keys,
  spec: SecretFields<F>,
  rowId: number,
  values: Partial<Record<F, string>>,
): Record<string, string> {
  const sealed: Record<string, string> = {};
  for (const field of spec.fields) {
    const value = values[field];
    if (value !== undefined) {
      sealed[encryptedColumn(field)] = encryptSecret(keys.secrets, value, context(spec.table, field, rowId));
    }
  }
  return sealed;
}

/** Field -> masked secret, read from the `<field>_encrypted` columns of a stored row. */
export function maskSecrets<F extends string>(
  keys: Keys,
  spec: SecretFields<F>,
  rowId: number,
  row: Record<string, unknown>,
): Record<F, string> {
  const masked = {} as Record<F, string>;
  for (const field of spec.fields) {
    const stored = String(row[encryptedColumn(field)]);
    const where = context(spec.table, field, rowId);
    masked[field] = cachedMask(keys.secrets, `${where} ${stored}`, () =>
      maskSecret(decryptSecret(keys.secrets, stored, where)),
    );
  }
  return masked;
}

/** One secret in clear, for the server's own use (calling the service it belongs to); never returned. */
export function revealSecret<F extends string>(
  keys: Keys,
  spec: SecretFields<F>,
  field: F,
  rowId: number,
  row: Record<string, unknown>,
): string {
  return decryptSecret(keys.secrets, String(row[encryptedColumn(field)]), context(spec.table, field, rowId));
}
