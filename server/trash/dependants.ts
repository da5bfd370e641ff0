import type { Db } from '../db/db.ts';

type Row = Record<string, unknown>;

/**
 * What a delete took along with a record, so a restore can put it back (docs/architecture.md#trash):
 * rows the delete cascaded to (a rodeo's contestants, a broadcast's recipients), whole; and rows whose
 * reference it set to null (an article's hero image), by their primary key.
 */
export interface Dependant {
  table: string;
  column: string;
  action: 'cascade' | 'unlink';
  /** The referenced value (the deleted row's key). */
  value: unknown;
  /** cascade: whole rows; unlink: the primary key values of each row. */
  rows: Row[];
  key: string[];
}

interface ForeignKey {
  table: string;
  column: string;
  /** The column of the referenced table the key points at. */
  target: string;
  action: 'cascade' | 'unlink';
  key: string[];
}

// The schema does not change while the server runs: read the catalog once per table.
const keysCache = new Map<string, Promise<ForeignKey[]>>();

/** The single-column foreign keys into `table` whose ON DELETE moves rows: CASCADE or SET NULL. */
function foreignKeysInto(db: Db, table: string): Promise<ForeignKey[]> {
  const cached = keysCache.get(`${db.kind}:${table}`);
  if (cached) return cached;
  const found = db
    .query<{ table: string; column: string; target: string; action: string; key: string[] }>(
      `SELECT child.relname AS table, col.attname AS column, ref.attname AS target,
              CASE c.confdeltype WHEN 'c' THEN 'cascade' ELSE 'unlink' END AS action,
              ARRAY(SELECT a.attname::text FROM pg_index i
                      JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
                     WHERE i.indrelid = c.conrelid AND i.indisprimary ORDER BY a.attnum) AS key
         FROM pg_constraint c
         JOIN pg_class child ON child.oid = c.conrelid
         JOIN pg_attribute col ON col.attrelid = c.conrelid AND col.attnum = c.conkey[1]
         JOIN pg_attribute ref ON ref.attrelid = c.confrelid AND ref.attnum = c.confkey[1]
        WHERE c.contype = 'f' AND c.confrelid = to_regclass($1)
          AND array_length(c.conkey, 1) = 1 AND c.confdeltype IN ('c', 'n')
        ORDER BY child.relname, col.attname`,
      [table],
    )
    .then((rows) => rows.map((row) => ({ ...row, action: row.action as ForeignKey['action'] })));
  keysCache.set(`${db.kind}:${table}`, found);
  return found;
}

const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/**
 * Everything deleting `rows` of `table` will cascade to or unlink, parents before children, read before
 * the delete (in its transaction).
 */
export async function dependantsOf(db: Db, table: string, rows: Row[]): Promise<Dependant[]> {
  const found: Dependant[] = [];
  for (const fk of await foreignKeysInto(db, table)) {
    for (const value of new Set(rows.map((row) => row[fk.target]))) {
      if (value === null || value === undefined) continue;
      const children = await db.query<{ row: Row }>(
        `SELECT to_jsonb(t) AS row FROM ${quote(fk.table)} t WHERE ${quote(fk.column)} = $1`,
        [value],
      );
      if (children.length === 0) continue;
      const whole = children.map((child) => child.row);
      if (fk.action === 'unlink') {
        const keyed = whole.map((row) => Object.fromEntries(fk.key.map((name) => [name, row[name]])));
        found.push({ table: fk.table, column: fk.column, action: 'unlink', value, rows: keyed, key: fk.key });
        continue;
      }
      found.push({ table: fk.table, column: fk.column, action: 'cascade', value, rows: whole, key: fk.key });
      found.push(...(await dependantsOf(db, fk.table, whole)));
    }
  }
  return found;
}

const columnsCache = new Map<string, Promise<string[]>>();

/** The columns an INSERT may write: all but generated ones. */
function writableColumns(db: Db, table: string): Promise<string[]> {
  const cached = columnsCache.get(`${db.kind}:${table}`);
  if (cached) return cached;
  const found = db
    .query<{ name: string }>(
      `SELECT attname AS name FROM pg_attribute
        WHERE attrelid = to_regclass($1) AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
        ORDER BY attnum`,
      [table],
    )
    .then((rows) => rows.map((row) => row.name));
  columnsCache.set(`${db.kind}:${table}`, found);
  return found;
}

/** Puts whole rows back into `table` as they were, keys included. */
export async function insertRows(db: Db, table: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = (await writableColumns(db, table)).map(quote).join(', ');
  await db.query(
    `INSERT INTO ${quote(table)} (${columns}) OVERRIDING SYSTEM VALUE
     SELECT ${columns} FROM jsonb_populate_recordset(NULL::${quote(table)}, $1::jsonb)`,
    [JSON.stringify(rows)],
  );
}

/**
 * Puts back what a delete took along: cascaded rows re-inserted (parents first), unlinked references set
 * again where nobody has set them to something else meanwhile.
 */
export async function restoreDependants(db: Db, dependants: Dependant[]): Promise<void> {
  for (const dependant of dependants) {
    if (dependant.action === 'cascade') {
      await insertRows(db, dependant.table, dependant.rows);
      continue;
    }
    for (const row of dependant.rows) {
      const where = dependant.key.map((name, at) => `${quote(name)} = $${at + 2}`).join(' AND ');
      if (!where) continue;
      await db.query(
        `UPDATE ${quote(dependant.table)} SET ${quote(dependant.column)} = $1
          WHERE ${where} AND ${quote(dependant.column)} IS NULL`,
        [dependant.value, ...dependant.key.map((name) => row[name])],
      );
    }
  }
}
