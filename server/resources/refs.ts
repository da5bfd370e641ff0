import type { Resource } from '../../lib/resources/define.ts';
import type { Db } from '../db/db.ts';
import { badRequest } from '../http/failure.ts';
import type { Values } from './sql.ts';

/**
 * Every ref among `values` must name a record of the same account. A target whose table does not exist
 * (an area not yet migrated) has no records, so every id is refused, as an unknown one would be.
 */
export async function assertRefs(
  db: Db,
  resource: Resource,
  values: Values,
  accountId: number,
): Promise<void> {
  for (const [name, field] of Object.entries(resource.fields)) {
    const id = values[name];
    if (field.kind !== 'ref' || id === null || id === undefined) continue;
    const [found] = await db.query<{ found: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS found`, [
      `${field.ref}s`,
    ]);
    const rows = found?.found
      ? await db.query(`SELECT 1 FROM "${field.ref}s" WHERE "${field.ref}_id" = $1 AND account_id = $2`, [
          id,
          accountId,
        ])
      : [];
    if (rows.length === 0) throw badRequest(`${name}: no ${field.ref} ${id} in this account`);
  }
}
