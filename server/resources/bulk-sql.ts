import type { Resource } from '../../lib/resources/define.ts';
import type { Db } from '../db/db.ts';
import type { Session } from '../http/handlers.ts';
import type { PlannedWrite } from './bulk-plan.ts';
import { scopeOf, selectSql, type Values } from './sql.ts';

// Names below come from definitions in code, never from input; they are quoted all the same.
const quote = (name: string): string => `"${name}"`;

/**
 * The unique values of a batch as the database folds them (lower(), the unique index's own expression),
 * and the caller's records they match: two queries whatever the batch's size. The match is an `= ANY`
 * over the folded values (an index probe each, or one hashed pass), never a join the planner could turn
 * into every pair when its statistics are stale.
 */
export async function matchUnique(
  db: Db,
  resource: Resource,
  session: Session,
  values: readonly string[],
): Promise<{ keys: string[]; existing: Map<string, Values> }> {
  if (!resource.unique || values.length === 0) return { keys: [], existing: new Map() };
  const folded = await db.query<{ key: string }>(
    'SELECT lower(value) AS key FROM unnest($1::text[]) WITH ORDINALITY AS i(value, ord) ORDER BY ord',
    [values],
  );
  const keys = folded.map((row) => row.key);
  const scope = scopeOf(resource, session);
  const unique = `lower(${quote(resource.unique)})`;
  const rows = await db.query<Values & { $key: string }>(
    `SELECT ${unique} AS "$key", ${selectSql(resource)} FROM ${resource.table}
      WHERE ${scope.where} AND ${unique} = ANY($${scope.params.length + 1}::text[])`,
    [...scope.params, [...new Set(keys)]],
  );
  return { keys, existing: new Map(rows.map(({ $key, ...record }) => [$key, record])) };
}

/**
 * Writes a batch in ONE statement: the rows go in as one JSON array typed by the table's own row type;
 * updates set only their columns, inserts take ids drawn up front so each comes back to its row. A
 * record another request made meanwhile (a unique value taken) is skipped, not overwritten: it comes
 * back as missing, and the rows of that write are refused. Returns the id of each write that happened,
 * by its position in `writes`.
 */
export async function writeBulk(
  db: Db,
  resource: Resource,
  session: Session,
  writes: readonly PlannedWrite[],
): Promise<Map<number, number>> {
  if (writes.length === 0) return new Map();
  const columns = Object.keys(resource.fields).filter((name) =>
    writes.some((write) => Object.hasOwn(write.values, name)),
  );
  const input = writes.map((write, ord) => ({
    ...write.values,
    $ord: ord,
    $id: write.existingId ?? null,
    $set: write.existingId === undefined ? [] : [...write.columns],
  }));
  const id = quote(resource.idKey);
  const sets = columns.map(
    (name) => `${quote(name)} = CASE WHEN i.sets ? '${name}' THEN i.${quote(name)} ELSE t.${quote(name)} END`,
  );
  const creatorOnly = resource.scope === 'creator' ? ' AND t.created_by = $3' : '';
  const rows = await db.query<{ kind: 'fresh' | 'inserted' | 'updated'; ord: number | null; id: number }>(
    `WITH input AS (
       SELECT (e.value->>'$ord')::int AS ord, (e.value->>'$id')::int AS existing_id, e.value->'$set' AS sets,
              ${columns.map((name) => `r.${quote(name)}`).join(', ')}
         FROM jsonb_array_elements($1::jsonb) AS e(value)
        CROSS JOIN LATERAL jsonb_populate_record(NULL::${resource.table}, e.value) AS r
     ),
     fresh AS (
       SELECT ord, nextval(pg_get_serial_sequence('${resource.table}', '${resource.idKey}'))::int AS id
         FROM input WHERE existing_id IS NULL
     ),
     updated AS (
       UPDATE ${resource.table} t SET ${[...sets, 'updated_at = now()'].join(', ')}
         FROM input i
        WHERE i.existing_id IS NOT NULL AND t.${id} = i.existing_id AND t.account_id = $2${creatorOnly}
       RETURNING i.ord, t.${id} AS id
     ),
     inserted AS (
       INSERT INTO ${resource.table} (${[id, 'account_id', 'created_by', ...columns.map(quote)].join(', ')})
       SELECT f.id, $2::int, $3::int, ${columns.map((name) => `i.${quote(name)}`).join(', ')}
         FROM input i JOIN fresh f USING (ord)
       ON CONFLICT DO NOTHING
       RETURNING ${id} AS id
     )
     SELECT 'fresh' AS kind, ord, id FROM fresh
     UNION ALL SELECT 'inserted', NULL, id FROM inserted
     UNION ALL SELECT 'updated', ord, id FROM updated`,
    [JSON.stringify(input), session.accountId, session.userId],
  );
  // Joining the ids drawn to the ids inserted is left to this side: the planner cannot size these CTEs and
  // would compare every pair.
  const inserted = new Set(rows.filter((row) => row.kind === 'inserted').map((row) => row.id));
  return new Map(
    rows
      .filter((row) => row.kind === 'updated' || (row.kind === 'fresh' && inserted.has(row.id)))
      .map((row) => [row.ord!, row.id]),
  );
}
