import type { Db } from './db.ts';

/** A table of the current schema, named as SQL needs it, and whether rows of it refer to other rows of it. */
export interface CatalogueTable {
  name: string;
  selfReferencing: boolean;
}

export const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/**
 * Every table of the schema, each after the tables its foreign keys point at, read from the catalogue so
 * a new migration's table takes its place by itself. Ties go by name, so two runs agree.
 */
export async function tablesInForeignKeyOrder(db: Db): Promise<CatalogueTable[]> {
  const tables = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r' AND NOT c.relispartition
      ORDER BY c.relname`,
  );
  const edges = await db.query<{ child: string; parent: string }>(
    `SELECT DISTINCT child.relname AS child, parent.relname AS parent
       FROM pg_constraint k
       JOIN pg_class child ON child.oid = k.conrelid
       JOIN pg_class parent ON parent.oid = k.confrelid
      WHERE k.contype = 'f' AND k.connamespace = current_schema()::regnamespace`,
  );
  const parents = new Map(tables.map(({ name }) => [name, new Set<string>()]));
  for (const { child, parent } of edges) parents.get(child)?.add(parent);
  const ordered: CatalogueTable[] = [];
  const placed = new Set<string>();
  while (placed.size < parents.size) {
    const ready = [...parents].filter(
      ([name, of]) => !placed.has(name) && [...of].every((parent) => parent === name || placed.has(parent)),
    );
    if (ready.length === 0) {
      const left = [...parents.keys()].filter((name) => !placed.has(name));
      throw new Error(`The foreign keys of ${left.join(', ')} form a cycle: no order copies them`);
    }
    for (const [name, of] of ready) {
      placed.add(name);
      ordered.push({ name, selfReferencing: of.has(name) });
    }
  }
  return ordered;
}

/** The columns an INSERT may name: stored ones, in table order (generated columns compute themselves). */
export const insertableColumns = async (db: Db, table: string): Promise<string[]> =>
  (
    await db.query<{ name: string }>(
      `SELECT attname AS name FROM pg_attribute
        WHERE attrelid = quote_ident($1)::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
        ORDER BY attnum`,
      [table],
    )
  ).map((row) => row.name);

/** Every sequence of the schema (serial and identity columns' too) with where it stands. */
export const sequences = async (
  db: Db,
): Promise<{ name: string; lastValue: string; isCalled: boolean }[]> => {
  const names = await db.query<{ name: string }>(
    `SELECT relname AS name FROM pg_class
      WHERE relnamespace = current_schema()::regnamespace AND relkind = 'S' ORDER BY relname`,
  );
  const states = [];
  for (const { name } of names) {
    // As text: a bigint beyond 2^53 would lose digits as a JavaScript number.
    const [state] = await db.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text, is_called FROM ${quoteIdent(name)}`,
    );
    states.push({ name, lastValue: state!.last_value, isCalled: state!.is_called });
  }
  return states;
};

export const rowCount = async (db: Db, table: string): Promise<number> =>
  (await db.query<{ n: number }>(`SELECT count(*) AS n FROM ${quoteIdent(table)}`))[0]!.n;
