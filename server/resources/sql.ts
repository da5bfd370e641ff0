import type { Resource } from '../../lib/resources/define.ts';
import { META_COLUMNS } from '../../lib/resources/define.ts';
import { createWithTrail, type Along } from '../activity/along.ts';
import type { Db } from '../db/db.ts';
import { notFound } from '../http/failure.ts';
import type { Session } from '../http/handlers.ts';

export type Values = Record<string, unknown>;

// Names below come from definitions in code, never from input; they are quoted all the same.
const quote = (name: string): string => `"${name}"`;

/** A record's columns, in the order selectSql reads them. */
export const columnsOf = (resource: Resource): string[] => [
  resource.idKey,
  ...Object.keys(resource.fields),
  ...META_COLUMNS,
];

/**
 * The SELECT list of a record (of the table named `table` where a statement reads another with the same
 * columns): dates as 'YYYY-MM-DD' text (the drivers would make Date objects of them).
 */
export function selectSql(resource: Resource, table?: string): string {
  const of = table ? `${table}.` : '';
  return columnsOf(resource)
    .map((name) =>
      resource.fields[name]?.kind === 'date'
        ? `${of}${quote(name)}::text AS ${quote(name)}`
        : `${of}${quote(name)}`,
    )
    .join(', ');
}

/** What a caller is told of a record not in their scope, or of none. */
export const noSuchRecord = (resource: Resource) => notFound(`No such ${resource.label.toLowerCase()}`);

/**
 * The rows a caller may see: the account's (always `$1`, which server/resources/search.ts relies on), or for
 * creator-scoped resources only their own.
 */
export function scopeOf(resource: Resource, session: Session): { where: string; params: unknown[] } {
  return resource.scope === 'creator'
    ? { where: 'account_id = $1 AND created_by = $2', params: [session.accountId, session.userId] }
    : { where: 'account_id = $1', params: [session.accountId] };
}

/** The record with this id in the caller's scope; another account's id gets the same 404 as an unknown one. */
export async function findRecord(db: Db, resource: Resource, session: Session, id: number): Promise<Values> {
  const scope = scopeOf(resource, session);
  const [row] = await db.query<Values>(
    `SELECT ${selectSql(resource)} FROM ${resource.table}
      WHERE ${quote(resource.idKey)} = $${scope.params.length + 1} AND ${scope.where}`,
    [...scope.params, id],
  );
  if (!row) throw noSuchRecord(resource);
  return row;
}

/** The account's record whose unique field equals `value`, case-insensitively. */
export async function findByUnique(
  db: Db,
  resource: Resource,
  session: Session,
  value: unknown,
): Promise<Values | undefined> {
  if (!resource.unique || typeof value !== 'string') return undefined;
  const scope = scopeOf(resource, session);
  const [row] = await db.query<Values>(
    `SELECT ${selectSql(resource)} FROM ${resource.table}
      WHERE lower(${quote(resource.unique)}) = lower($${scope.params.length + 1}) AND ${scope.where}`,
    [...scope.params, value],
  );
  return row;
}

/**
 * A new record of the caller's account, answered as findRecord reads it: one round trip, not two. Run
 * `along` a logged command that writes in one statement, it carries the record's trail
 * (server/activity/along.ts).
 */
export async function insertRecord(
  db: Db,
  resource: Resource,
  session: Session,
  values: Values,
  along?: Along,
): Promise<Values> {
  const row = { ...values, account_id: session.accountId, created_by: session.userId };
  const columns = Object.keys(row);
  const insert = {
    sql: `INSERT INTO ${resource.table} (${columns.map(quote).join(', ')})
     VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING ${selectSql(resource)}`,
    params: Object.values(row),
  };
  const { sql, params } = along ? createWithTrail(resource, insert, along) : insert;
  const [inserted] = await db.query<Values>(sql, params);
  if (!inserted) throw new Error('INSERT returned no row');
  if (along) along.written = true;
  return inserted;
}

/** Changes a record the caller was found to hold, and answers it as findRecord reads it. */
export async function updateRecord(db: Db, resource: Resource, id: number, values: Values): Promise<Values> {
  const sets = Object.keys(values).map((column, index) => `${quote(column)} = $${index + 2}`);
  const [updated] = await db.query<Values>(
    `UPDATE ${resource.table} SET ${[...sets, 'updated_at = now()'].join(', ')}
      WHERE ${quote(resource.idKey)} = $1 RETURNING ${selectSql(resource)}`,
    [id, ...Object.values(values)],
  );
  if (!updated) throw new Error('UPDATE found no row');
  return updated;
}
