import type { Resource } from '../../lib/resources/define.ts';
import type { Db } from '../db/db.ts';
import { badRequest } from '../http/failure.ts';
import type { Values } from './sql.ts';

const refMessage = (name: string, ref: string, id: unknown): string =>
  `${name}: no ${ref} ${id} in this account`;

/**
 * Of `ids`, those naming a record of `ref` in the account. A target whose table does not exist (an area not
 * yet migrated) has no records, so every id is refused, as an unknown one would be.
 */
async function foundRefs(db: Db, ref: string, ids: unknown[], accountId: number): Promise<Set<number>> {
  const [table] = await db.query<{ found: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS found`, [
    `${ref}s`,
  ]);
  if (!table?.found) return new Set();
  const rows = await db.query<{ id: number }>(
    `SELECT "${ref}_id" AS id FROM "${ref}s" WHERE "${ref}_id" = ANY($1::int[]) AND account_id = $2`,
    [ids, accountId],
  );
  return new Set(rows.map((row) => row.id));
}

const refFields = (resource: Resource) =>
  Object.entries(resource.fields).filter(([, field]) => field.kind === 'ref') as [string, { ref: string }][];

/** Every ref among `values` must name a record of the same account. */
export async function assertRefs(
  db: Db,
  resource: Resource,
  values: Values,
  accountId: number,
): Promise<void> {
  for (const [name, field] of refFields(resource)) {
    const id = values[name];
    if (id === null || id === undefined) continue;
    const found = await foundRefs(db, field.ref, [id], accountId);
    if (!found.has(id as number)) throw badRequest(refMessage(name, field.ref, id));
  }
}

/**
 * The same rule over many rows with one query per ref field: the reason each row with a foreign or
 * unknown ref is refused, by its position in `rows`.
 */
export async function refusedRefs(
  db: Db,
  resource: Resource,
  rows: readonly Values[],
  accountId: number,
): Promise<Map<number, string>> {
  const refused = new Map<number, string>();
  for (const [name, field] of refFields(resource)) {
    const ids = [...new Set(rows.map((row) => row[name]).filter((id) => id !== null && id !== undefined))];
    if (ids.length === 0) continue;
    const found = await foundRefs(db, field.ref, ids, accountId);
    rows.forEach((row, at) => {
      const id = row[name];
      if (id !== null && id !== undefined && !found.has(id as number) && !refused.has(at)) {
        refused.set(at, refMessage(name, field.ref, id));
      }
    });
  }
  return refused;
}
