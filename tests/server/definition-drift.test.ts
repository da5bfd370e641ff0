import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Field, FieldKind } from '../../lib/resources/field.ts';
import { RESOURCES } from '../../lib/resources/registry.ts';
import { openDb, type Db } from '../../server/db/db.ts';
import { migrate, runScript } from '../../server/db/migrate.ts';
import { createTableSql } from '../../server/db/table-sql.ts';
import { createTestPostgres, databases } from './harness.ts';

// Each area's definition against its table as the migrations leave it (docs/architecture.md, adding an
// area): a field without its column, a required field on a nullable column, a default, an enum's CHECK or
// a unique rule that the other side does not share fails here, on PGlite and on PostgreSQL.

interface Column {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
}

// The SQL type each kind of field is stored as (information_schema data_type; an array by its udt_name).
const SQL_TYPES: Record<FieldKind, readonly string[]> = {
  text: ['text'],
  textarea: ['text'],
  rich: ['text'],
  email: ['text'],
  url: ['text'],
  phone: ['text'],
  password: ['text'],
  enum: ['text'],
  int: ['integer', 'bigint'],
  level: ['integer', 'smallint'],
  bool: ['boolean'],
  date: ['date'],
  datetime: ['timestamp with time zone'],
  ref: ['integer', 'bigint'],
  tags: ['_text'],
  json: ['jsonb'],
};

const sqlType = (column: Column): string =>
  column.data_type === 'ARRAY' ? column.udt_name : column.data_type;

/** A field's default as PostgreSQL shows the column's (both servers print the same). */
const sqlDefault = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  if (typeof value === 'string') return `'${value}'::text`;
  if (Array.isArray(value) && value.length === 0) return `'{}'::text[]`;
  return `'${JSON.stringify(value)}'::jsonb`;
};

// Columns the definitions do not show because no caller ever reads or writes them: the hash an API key is
// checked against (lib/resources/api-key.ts shows its prefix only); a job's payload, lease and idempotency
// key, the queue's own (docs/jobs.md); the Stripe connection a ticket order came through.
const SERVER_COLUMNS: Record<string, readonly string[]> = {
  api_keys: ['secret_hash'],
  jobs: ['payload', 'idempotency_key', 'locked_by', 'locked_until'],
  ticket_orders: ['stripe_connection_id'],
};
// Optional fields the server fills when a caller leaves them out, so that the column is never null: an
// article's slug, made from its title (server/resources/save.ts).
const FILLED_WHEN_LEFT_OUT: Record<string, readonly string[]> = { articles: ['slug'] };
// Keys an importer matches records by, unique exactly as written (not the `unique` option's
// case-insensitive rule): the rodeo feed's ids, the order numbers and Checkout Sessions of Stripe's
// checkouts (docs/connections.md, "Ticket orders from Stripe").
const IMPORT_KEYS: Record<string, readonly string[]> = {
  rodeos: ['external_id'],
  contestants: ['external_id'],
  ticket_orders: ['order_number', 'stripe_session_id'],
};

const quoted = (definition: string): string[] =>
  [...definition.matchAll(/'([^']*)'/g)].map((match) => match[1]!);

/** The areas whose table is only what the definition says, which `npm run migration:new` can write alone. */
const PLAIN = RESOURCES.filter(
  (resource) => !SERVER_COLUMNS[resource.table] && !FILLED_WHEN_LEFT_OUT[resource.table],
);

/**
 * Drops the plain areas' tables and makes them again from their definitions, as `npm run migration:new`
 * writes them (server/db/table-sql.ts), a ref's target before the table that refers to it.
 */
async function rewriteTables(db: Db): Promise<void> {
  for (const resource of PLAIN) await db.query(`DROP TABLE ${resource.table} CASCADE`);
  const made = new Set<string>();
  const targets = (resource: (typeof PLAIN)[number]): string[] =>
    (Object.values(resource.fields) as Field[]).flatMap((field) =>
      field.ref && field.ref !== resource.name && PLAIN.some((other) => other.name === field.ref)
        ? [field.ref]
        : [],
    );
  while (made.size < PLAIN.length) {
    const ready = PLAIN.filter(
      (resource) => !made.has(resource.name) && targets(resource).every((ref) => made.has(ref)),
    );
    if (ready.length === 0) throw new Error('The plain areas refer to each other in a cycle');
    for (const resource of ready) {
      await runScript(db, createTableSql(resource));
      made.add(resource.name);
    }
  }
}

for (const [database, tables] of databases().flatMap((name) =>
  (['migrations', 'migration:new'] as const).map((source) => [name, source] as const),
)) {
  describe(`every definition matches its table (${database}, tables from ${tables})`, () => {
    let db: Db;
    let drop = async (): Promise<void> => undefined;
    let columns: Column[] = [];
    let checks: { table_name: string; definition: string }[] = [];
    let indexes: { tablename: string; indexname: string; indexdef: string }[] = [];
    let triggers: { table_name: string; function_name: string; source: string }[] = [];

    beforeAll(async () => {
      if (database === 'pglite') db = await openDb({ memory: true });
      else {
        const cluster = await createTestPostgres();
        db = await openDb({ databaseUrl: cluster.url });
        drop = cluster.drop;
      }
      await migrate(db);
      if (tables === 'migration:new') await rewriteTables(db);
      columns = await db.query<Column>(
        `SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default
           FROM information_schema.columns WHERE table_schema = 'public'`,
      );
      checks = await db.query(
        `SELECT c.relname AS table_name, pg_get_constraintdef(k.oid) AS definition
           FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
          WHERE k.contype = 'c' AND c.relnamespace = 'public'::regnamespace`,
      );
      indexes = await db.query(
        `SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'`,
      );
      triggers = await db.query(
        `SELECT c.relname AS table_name, p.proname AS function_name, p.prosrc AS source
           FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
          WHERE NOT t.tgisinternal AND c.relnamespace = 'public'::regnamespace`,
      );
    });

    afterAll(async () => {
      await db.close();
      await drop();
    });

    for (const resource of tables === 'migrations' ? RESOURCES : PLAIN) {
      describe(resource.name, () => {
        const tableColumns = () => columns.filter((column) => column.table_name === resource.table);
        const columnOf = (name: string): Column => {
          const column = tableColumns().find((candidate) => candidate.column_name === name);
          if (!column) throw new Error(`${resource.table} has no column ${name}`);
          return column;
        };
        const fields = Object.entries(resource.fields) as [string, Field][];

        it('has a column for each field and the id and meta columns, and no other', () => {
          const expected = [
            resource.idKey,
            'account_id',
            ...fields.map(([name]) => name),
            ...(SERVER_COLUMNS[resource.table] ?? []),
            'created_at',
            'updated_at',
            'created_by',
          ];
          expect(
            tableColumns()
              .map((column) => column.column_name)
              .sort(),
          ).toEqual(expected.sort());
        });

        it('stores each field as its kind’s SQL type', () => {
          for (const [name, field] of fields) {
            expect(SQL_TYPES[field.kind], `${resource.table}.${name}`).toContain(sqlType(columnOf(name)));
          }
        });

        // A field the server fills (a slug, an image's width) may be NOT NULL though no caller sends it.
        it('makes a column NOT NULL exactly when the field can never be null, with the field’s default', () => {
          const filled = FILLED_WHEN_LEFT_OUT[resource.table] ?? [];
          for (const [name, field] of fields.filter(([, candidate]) => !candidate.readOnly)) {
            const column = columnOf(name);
            const nullable = field.default === null && !filled.includes(name);
            expect(column.is_nullable, `${resource.table}.${name} nullable`).toBe(nullable ? 'YES' : 'NO');
            if (!field.required && !filled.includes(name)) {
              expect(column.column_default, `${resource.table}.${name} default`).toBe(
                sqlDefault(field.default),
              );
            }
          }
        });

        it('checks an enum field’s values, and only those', () => {
          for (const [name, field] of fields.filter(([, candidate]) => candidate.values)) {
            const check = checks.find(
              (candidate) =>
                candidate.table_name === resource.table &&
                new RegExp(`\\("?${name}"? = ANY`).test(candidate.definition),
            );
            expect(check, `${resource.table}.${name} CHECK`).toBeDefined();
            expect(quoted(check!.definition).sort()).toEqual([...field.values!].sort());
          }
        });

        it('keeps a words table of exactly its search fields, in order (server/db/search-words.ts)', () => {
          const words = `${resource.table}_words`;
          const kept = triggers.filter(
            (trigger) => trigger.table_name === resource.table && trigger.function_name === `${words}_sync`,
          );
          if (resource.search.length === 0) return expect(kept).toEqual([]);
          // One trigger per event: insert, update, delete.
          expect(kept).toHaveLength(3);
          const insert = kept[0]!.source.split('\n').find((line) => line.includes(`INSERT INTO ${words}`));
          const named = [...(insert?.matchAll(/coalesce\(n\."(\w+)"/g) ?? [])].map((match) => match[1]);
          expect(named).toEqual([...resource.search]);
          const index = indexes.find((candidate) => candidate.indexname === `${words}_search`);
          expect(index?.indexdef).toContain('gin_trgm_ops');
          expect(index?.indexdef).toContain('gin_pending_list_limit');
        });

        it('reads its default order off an index, a name or title by its natural key (migration 165)', () => {
          const sort = resource.defaultSort;
          if (resource.fields[sort]?.kind !== 'text') return;
          const key = new RegExp(
            `USING btree \\(account_id, natural_sort_key\\("?${sort}"?\\), "?${sort}"?, `,
          );
          const sorted = indexes.filter(
            (index) => index.tablename === resource.table && key.test(index.indexdef),
          );
          expect(sorted.map((index) => index.indexname)).toContain(`${resource.table}_sort`);
        });

        it('keeps the unique field unique within an account, and no other field a caller writes', () => {
          const unique = indexes
            .filter(
              (index) =>
                index.tablename === resource.table && index.indexdef.startsWith('CREATE UNIQUE INDEX'),
            )
            .flatMap((index) => {
              const match = /\(account_id, (?:lower\((\w+)\)|(\w+))\)$/.exec(index.indexdef);
              return match ? [match[1] ?? match[2]] : [];
            })
            .filter(
              (name) =>
                !resource.fields[name!]?.readOnly && !(IMPORT_KEYS[resource.table] ?? []).includes(name!),
            );
          expect(unique).toEqual(resource.unique ? [resource.unique] : []);
        });
      });
    }
  });
}
