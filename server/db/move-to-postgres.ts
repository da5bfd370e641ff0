import { withClusterLock } from '../cluster/lock.ts';
import { MIGRATE_LOCK } from '../cluster/prepare-database.ts';
import {
  insertableColumns,
  quoteIdent,
  rowCount,
  sequences,
  tablesInForeignKeyOrder,
  type CatalogueTable,
} from './catalogue.ts';
import type { Db } from './db.ts';
import { migrate } from './migrate.ts';

/** Why the move did not start: one line for the operator, nothing written. */
export class MoveRefused extends Error {}

export interface TableCount {
  table: string;
  source: number;
  target: number;
}

// Rows per INSERT: one JSON parameter each, a few hundred kilobytes for the widest tables.
const BATCH_ROWS = 500;
// Filled by migrate() itself on both sides, not copied.
const MIGRATIONS_TABLE = 'schema_migrations';

/**
 * Moves every row and sequence of `source` (the embedded PGlite) into `target` (PostgreSQL), which must
 * hold no rows: migrations, the emptiness check, the copy and the sequences are one transaction on the
 * target under the servers' start-up lock, so a failure leaves it as it was and no machine starting
 * meanwhile seeds it (docs/deploy.md, from one machine to many). Returns both sides' row counts, read
 * after the commit.
 */
export async function moveToPostgres(source: Db, target: Db): Promise<TableCount[]> {
  // The source at the schema this code has, as its next start would leave it.
  await migrate(source);
  const tables = await tablesInForeignKeyOrder(source);
  await withClusterLock(target, MIGRATE_LOCK, async (tx) => {
    await migrate(tx);
    await refuseUnlessSameTables(tables, await tablesInForeignKeyOrder(tx));
    await refuseUnlessEmpty(tx, tables);
    for (const table of tables) {
      if (table.name !== MIGRATIONS_TABLE) await copyTable(source, tx, table);
    }
    for (const sequence of await sequences(source)) {
      await tx.query('SELECT setval(quote_ident($1)::regclass, $2::bigint, $3)', [
        sequence.name,
        sequence.lastValue,
        sequence.isCalled,
      ]);
    }
  });
  const counts: TableCount[] = [];
  for (const { name } of tables) {
    counts.push({ table: name, source: await rowCount(source, name), target: await rowCount(target, name) });
  }
  return counts;
}

async function refuseUnlessSameTables(source: CatalogueTable[], target: CatalogueTable[]): Promise<void> {
  const names = (tables: CatalogueTable[]) => tables.map((table) => table.name).join(',');
  if (names(source) !== names(target)) {
    throw new MoveRefused(
      'the PostgreSQL database has other tables than the embedded one after migrating both; move into a new, empty database',
    );
  }
}

async function refuseUnlessEmpty(tx: Db, tables: CatalogueTable[]): Promise<void> {
  const holding: string[] = [];
  for (const { name } of tables) {
    if (name === MIGRATIONS_TABLE) continue;
    const [row] = await tx.query<{ any: boolean }>(`SELECT EXISTS (SELECT FROM ${quoteIdent(name)}) AS any`);
    if (row!.any) holding.push(name);
  }
  if (holding.length > 0) {
    throw new MoveRefused(
      `the PostgreSQL database at DATABASE_URL is not empty (rows in ${holding.slice(0, 3).join(', ')}` +
        `${holding.length > 3 ? ` and ${holding.length - 3} more tables` : ''}); ` +
        'the move writes only into an empty database: create a new one (createdb) and point DATABASE_URL at it',
    );
  }
}

/**
 * Copies a table's rows in batches, each row as its JSON form, which json_populate_recordset reads back
 * through the target column's own type (bytea, jsonb, arrays and timestamps keep their values). The
 * table's own triggers are off meanwhile: list_counts and the jobs are copied as they are, not recomputed.
 * A table whose rows point at each other goes in one statement, as foreign keys are checked at its end.
 */
async function copyTable(source: Db, tx: Db, table: CatalogueTable): Promise<void> {
  const name = quoteIdent(table.name);
  const columns = (await insertableColumns(tx, table.name)).map(quoteIdent).join(', ');
  const limit = table.selfReferencing ? 'ALL' : String(BATCH_ROWS);
  await tx.query(`ALTER TABLE ${name} DISABLE TRIGGER USER`);
  // Keyset by physical row position: nothing writes the source meanwhile (the console is stopped).
  let after = '(0,0)';
  for (;;) {
    const rows = await source.query<{ at: string; row: string }>(
      `SELECT ctid::text AS at, row_to_json(t)::text AS row FROM ${name} t
        WHERE ctid > $1::tid ORDER BY ctid LIMIT ${limit}`,
      [after],
    );
    if (rows.length === 0) break;
    await tx.query(
      `INSERT INTO ${name} (${columns}) OVERRIDING SYSTEM VALUE
       SELECT ${columns} FROM json_populate_recordset(NULL::${name}, $1::json)`,
      [`[${rows.map((row) => row.row).join(',')}]`],
    );
    after = rows.at(-1)!.at;
  }
  await tx.query(`ALTER TABLE ${name} ENABLE TRIGGER USER`);
}
