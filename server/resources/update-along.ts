import type { Resource } from '../../lib/resources/define.ts';
import { updateWithTrail, type Along } from '../activity/along.ts';
import { currentOf, lockedRecordSql } from '../conflicts/stale.ts';
import { conflictOnDuplicate } from '../connections/rows.ts';
import { quoteIdent } from '../db/catalogue.ts';
import type { Ctx } from '../http/handlers.ts';
import { assertRefs } from './refs.ts';
import { conflictDetail, sanitizeValues } from './save.ts';
import { columnsOf, selectSql, type Values } from './sql.ts';

/**
 * A plain area's update (no hooks, no cross-field checks) in one statement with its trail
 * (server/activity/along.ts), where module.ts's update and saveRecord take five round trips in a transaction:
 * rich text sanitised, refs checked against the caller's account, the record in the caller's scope locked
 * and compared with the version `basedOn` names (none: no precondition), then written and logged.
 */
export async function updateAlong(
  ctx: Ctx,
  resource: Resource,
  id: number,
  basedOn: unknown,
  sent: Values,
  along: Along,
): Promise<Values> {
  const values = sanitizeValues(resource, sent);
  await assertRefs(ctx.db, resource, values, ctx.session.accountId);
  const old = lockedRecordSql(resource, ctx.session, id, basedOn);
  const params = [...old.params];
  const sets = Object.entries(values).map(([name, value]) => {
    params.push(value);
    return `${quoteIdent(name)} = $${params.length}`;
  });
  const key = quoteIdent(resource.idKey);
  // Nothing sent writes nothing, and is logged as such (as saveRecord reads the record again).
  const saved =
    sets.length > 0
      ? `UPDATE ${resource.table} t SET ${[...sets, 'updated_at = now()'].join(', ')} FROM old
          WHERE t.${key} = old.${key} AND old."$same" RETURNING ${selectSql(resource, 't')}`
      : `SELECT ${columnsOf(resource).map(quoteIdent).join(', ')} FROM old WHERE old."$same"`;
  const statement = updateWithTrail(resource, old.sql, { sql: saved, params }, along);
  const rows = await conflictOnDuplicate(
    () => ctx.db.query<Values>(statement.sql, statement.params),
    conflictDetail(resource),
  );
  const row = (written: boolean) => {
    const found = rows.find((candidate) => candidate.$saved === written);
    if (!found) return undefined;
    const { $saved: _saved, ...record } = found;
    return record;
  };
  currentOf(resource, row(false));
  along.written = true;
  const { $same: _same, ...record } = row(true)!;
  return record;
}
