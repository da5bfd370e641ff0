import type { Field, FieldKind } from '../../lib/resources/field.ts';
import type { Resource } from '../../lib/resources/define.ts';
import { quoteIdent } from './catalogue.ts';
import { searchWordsSql } from './search-words.ts';

// The SQL a plain area's table needs, written from its definition (docs/architecture.md, adding an area):
// `npm run migration:new` puts it in a migration file for review, and tests/server/definition-drift.test.ts
// stays the guard that the table and the definition agree.

const SQL_TYPE: Record<FieldKind, string> = {
  text: 'text',
  textarea: 'text',
  rich: 'text',
  email: 'text',
  url: 'text',
  phone: 'text',
  password: 'text',
  enum: 'text',
  int: 'integer',
  level: 'integer',
  bool: 'boolean',
  date: 'date',
  datetime: 'timestamptz',
  ref: 'integer',
  tags: 'text[]',
  json: 'jsonb',
};

// Kinds whose uniqueness reads case-insensitively, as the server's duplicate check does.
const TEXT_KINDS = new Set<FieldKind>(['text', 'email', 'url', 'phone']);

const literal = (value: unknown): string => {
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  if (Array.isArray(value) && value.length === 0) return `'{}'`;
  return `'${JSON.stringify(value).replaceAll("'", "''")}'`;
};

/** One field's column: NOT NULL exactly when the field is never null, its default, an enum's CHECK, a ref's key. */
export function columnSql(name: string, field: Field): string {
  // Quoted: a field may be named by an SQL keyword (a task card's `column`).
  const column = quoteIdent(name);
  const parts = [column, SQL_TYPE[field.kind]];
  const neverNull = field.default !== null;
  if (neverNull) parts.push('NOT NULL');
  if (!field.required && field.default !== null && field.default !== undefined) {
    parts.push(`DEFAULT ${literal(field.default)}`);
  }
  if (field.values) parts.push(`CHECK (${column} IN (${field.values.map(literal).join(', ')}))`);
  if (field.ref) {
    // A required ref goes with its target; an optional one is emptied (docs/behaviour.md, trash and refs).
    const onDelete = neverNull ? 'CASCADE' : 'SET NULL';
    parts.push(`REFERENCES ${field.ref}s (${field.ref}_id) ON DELETE ${onDelete}`);
  }
  return parts.join(' ');
}

const fieldsOf = (resource: Resource): [string, Field][] => Object.entries(resource.fields);

/**
 * The unique rule and the list's default sort as indexes (each list reads one account in that order), and
 * the search box's words table.
 */
function indexesSql(resource: Resource, only?: ReadonlySet<string>): string[] {
  const { table, idKey } = resource;
  const wanted = (name: string): boolean => !only || only.has(name);
  const statements: string[] = [];
  if (resource.unique && wanted(resource.unique)) {
    const field = resource.fields[resource.unique]!;
    const column = quoteIdent(resource.unique);
    const key = TEXT_KINDS.has(field.kind) ? `lower(${column})` : column;
    statements.push(
      `CREATE UNIQUE INDEX ${table}_account_${resource.unique} ON ${table} (account_id, ${key});`,
    );
  }
  const sort = resource.defaultSort;
  const sortField = resource.fields[sort];
  if (sortField?.kind === 'text' && wanted(sort)) {
    // A name or title is listed in its natural order (server/list/natural-sort.ts): the index holds that key.
    const column = quoteIdent(sort);
    statements.push(
      `CREATE INDEX ${table}_sort ON ${table} (account_id, natural_sort_key(${column}), ${column}, ${idKey});`,
    );
  } else if (sort !== idKey && sort !== resource.unique && sortField && wanted(sort)) {
    statements.push(
      `CREATE INDEX ${table}_account_${sort} ON ${table} (account_id, ${quoteIdent(sort)}, ${idKey});`,
    );
  }
  // The words table is written anew when a search field is new (server/db/search-words.ts).
  if (resource.search.length > 0 && (!only || resource.search.some(wanted))) {
    statements.push(...searchWordsSql(resource));
  }
  return statements;
}

/** CREATE TABLE for a new area: the id and the account first, the fields in order, the meta columns last. */
export function createTableSql(resource: Resource): string {
  const columns = [
    `${resource.idKey} serial PRIMARY KEY`,
    'account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE',
    ...fieldsOf(resource).map(([name, field]) => columnSql(name, field)),
    'created_at timestamptz NOT NULL DEFAULT now()',
    'updated_at timestamptz NOT NULL DEFAULT now()',
    'created_by integer REFERENCES users (user_id) ON DELETE SET NULL',
  ];
  return [
    `-- The ${resource.words.many} area (lib/resources/${resource.name}.ts), written by npm run migration:new.`,
    `CREATE TABLE ${resource.table} (\n  ${columns.join(',\n  ')}\n);`,
    ...indexesSql(resource),
  ].join('\n');
}

/**
 * ALTER TABLE for the fields a definition has gained since its table was made. A required field needs a
 * value for the rows already there, so it is added nullable with a comment to fill and tighten by hand.
 */
export function addColumnsSql(resource: Resource, existing: ReadonlySet<string>): string | undefined {
  const added = fieldsOf(resource).filter(([name]) => !existing.has(name));
  if (added.length === 0) return undefined;
  const statements = added.map(([name, field]) => {
    if (!field.required) return `ALTER TABLE ${resource.table} ADD COLUMN ${columnSql(name, field)};`;
    const loose = columnSql(name, { ...field, default: null });
    return [
      `-- Required: fill the rows already there, then SET NOT NULL (the drift test asks for it).`,
      `ALTER TABLE ${resource.table} ADD COLUMN ${loose};`,
      `-- UPDATE ${resource.table} SET ${quoteIdent(name)} = ... WHERE ${quoteIdent(name)} IS NULL;`,
      `-- ALTER TABLE ${resource.table} ALTER COLUMN ${quoteIdent(name)} SET NOT NULL;`,
    ].join('\n');
  });
  return [
    `-- New fields of the ${resource.words.many} area (lib/resources/${resource.name}.ts), written by npm run migration:new.`,
    ...statements,
    ...indexesSql(resource, new Set(added.map(([name]) => name))),
  ].join('\n');
}
