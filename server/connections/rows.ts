import type { ListFields, ListResponse, ParsedListQuery } from '../../lib/protocol/list.ts';
import type { Db } from '../db/db.ts';
import { ApiFailure, notFound } from '../http/failure.ts';
import { listRows } from '../list/list-rows.ts';

/** Where a connection kind lives: written in the module, never taken from input. */
export interface ConnectionTable {
  table: string;
  idColumn: string;
  /** The columns a handler reads, ciphertexts included (the mapping masks them). */
  select: string;
  /** The grouped columns of the table's list_counts trigger (migration 004), if it has one. */
  countedBy?: readonly string[];
}

/**
 * The row with this id in the caller's account. A missing row and another account's row get the same
 * answer, so ids of other tenants cannot be probed.
 */
export async function findInAccount<T>(
  db: Db,
  source: ConnectionTable,
  id: number,
  accountId: number,
): Promise<T> {
  const [row] = await db.query<T>(
    `SELECT ${source.select} FROM ${source.table} WHERE ${source.idColumn} = $1 AND account_id = $2`,
    [id, accountId],
  );
  if (!row) throw notFound('Connection not found');
  return row;
}

/** The list command of a connection kind: the caller's account only, by id unless sorted otherwise. */
export const listInAccount = <Row, T>(
  db: Db,
  source: ConnectionTable & { fields: ListFields; toReply: (row: Row) => T },
  accountId: number,
  query: ParsedListQuery,
): Promise<ListResponse<T>> =>
  listRows(
    db,
    {
      from: source.table,
      select: source.select,
      fields: source.fields,
      scope: { where: 'account_id = $1', params: [accountId] },
      defaultSort: source.idColumn,
      map: (row) => source.toReply(row as Row),
      counts: source.countedBy && {
        table: source.table,
        scopeColumn: 'account_id',
        scopeId: accountId,
        groups: source.countedBy,
      },
    },
    query,
  );

/** The id a new row will get, taken before the INSERT because its secrets are encrypted bound to it. */
export async function nextId(db: Db, source: ConnectionTable): Promise<number> {
  const [row] = await db.query<{ id: number }>('SELECT nextval(pg_get_serial_sequence($1, $2))::int AS id', [
    source.table,
    source.idColumn,
  ]);
  if (!row) throw new Error(`No sequence for ${source.table}`);
  return row.id;
}

export async function insertRow(
  db: Db,
  source: ConnectionTable,
  values: Record<string, unknown>,
): Promise<void> {
  const columns = Object.keys(values);
  const placeholders = columns.map((_, index) => `$${index + 1}`);
  await db.query(
    `INSERT INTO ${source.table} (${columns.join(', ')}) VALUES (${placeholders.join(', ')})`,
    Object.values(values),
  );
}

export async function updateRow(
  db: Db,
  source: ConnectionTable,
  id: number,
  values: Record<string, unknown>,
): Promise<void> {
  const columns = Object.keys(values);
  const sets = columns.map((column, index) => `${column} = $${index + 2}`);
  await db.query(
    `UPDATE ${source.table} SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE ${source.idColumn} = $1`,
    [id, ...Object.values(values)],
  );
}

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** Runs a write whose uniqueness the database enforces; a violation is the caller's 409, not a 500. */
export async function conflictOnDuplicate<T>(write: () => Promise<T>, detail: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiFailure(409, 'Conflict', detail);
    throw error;
  }
}
