import type { Resource } from '../../lib/resources/define.ts';
import { quoteIdent } from './catalogue.ts';

/**
 * An area's search box reads a narrow table of its own, `<table>_words` (docs/server.md, lists at scale):
 * per row its id, its account, its search fields joined by spaces and lower-cased (the text a search word
 * is matched against, server/resources/search.ts), and, where the default order is a name or title, that
 * name and its natural sort key. A search over 100,000 contacts then reads a few thousand narrow rows that
 * need no lower() or concatenation to test and no key computed to sort, instead of the contacts themselves:
 * 2-3 times less database time (docs/performance.md). Triggers on the area's table keep it in step, once
 * per statement, so a bulk write or an import costs one statement, not one per row.
 */
export const wordsTable = (table: string): string => `${table}_words`;

/** The default order's field when the words table holds its key (a name or title, in natural order). */
export const wordsSortField = (resource: Resource): string | undefined =>
  resource.fields[resource.defaultSort]?.kind === 'text' ? resource.defaultSort : undefined;

/**
 * The search fields of a row joined by spaces into one text. A search word never holds a space, so it is
 * found in this text exactly when it is found in one of the fields: one text, one trigram index for every
 * word, where a test per field would read every row (docs/performance.md, searching 100,000 contacts).
 * `alias` names the row where the text is written from another table's.
 */
export const searchText = (fields: readonly string[], alias?: string): string =>
  `(${fields.map((name) => `coalesce(${alias ? `${alias}.` : ''}${quoteIdent(name)}, '')`).join(` || ' ' || `)})`;

/** The words table's text of the rows of `alias`: lower-cased, so a word is tested with a plain LIKE. */
const wordsOf = (fields: readonly string[], alias: string): string => `lower${searchText(fields, alias)}`;

/** The natural sort key and the value of the default order's field in the rows of `n`, where kept. */
const sortOf = (resource: Resource): [string, string] => {
  const sort = wordsSortField(resource);
  return sort ? [`natural_sort_key(n.${quoteIdent(sort)})`, `n.${quoteIdent(sort)}`] : ['NULL', 'NULL'];
};

/** Writes the words of the rows of `from` (the area's table, or a trigger's new rows), read as `n`. */
const insertSql = (resource: Resource, from: string): string =>
  `INSERT INTO ${wordsTable(resource.table)} (row_id, account_id, words, sort_key, sort_value)` +
  ` SELECT n.${resource.idKey}, n.account_id, ${wordsOf(resource.search, 'n')}, ${sortOf(resource).join(', ')}` +
  ` FROM ${from} n;`;

/** The trigger function keeping the words table in step with the area's table. */
function syncFunctionSql(resource: Resource): string {
  const { idKey, search } = resource;
  const words = wordsTable(resource.table);
  const [key, value] = sortOf(resource);
  return [
    `CREATE OR REPLACE FUNCTION ${words}_sync() RETURNS trigger LANGUAGE plpgsql AS $$`,
    'BEGIN',
    `  IF TG_OP = 'INSERT' THEN`,
    `    ${insertSql(resource, 'new_rows')}`,
    `  ELSIF TG_OP = 'UPDATE' THEN`,
    // An update that changes none of them (most do not) writes nothing here.
    `    UPDATE ${words} w SET account_id = n.account_id, words = ${wordsOf(search, 'n')}, sort_key = ${key}, sort_value = ${value}`,
    `      FROM new_rows n WHERE w.row_id = n.${idKey}`,
    `        AND (w.account_id, w.words, w.sort_value) IS DISTINCT FROM (n.account_id, ${wordsOf(search, 'n')}, ${value});`,
    '  ELSE',
    `    DELETE FROM ${words} w USING old_rows o WHERE w.row_id = o.${idKey};`,
    '  END IF;',
    '  RETURN NULL;',
    'END $$;',
  ].join('\n');
}

/**
 * The words table of an area with search fields, its trigram index, its triggers and its rows: made, or
 * brought to the definition's search fields when they change (every statement may run again). The GIN
 * index's pending list, which every search reads in full, is kept small (migration 166, docs/server.md).
 */
export function searchWordsSql(resource: Resource): string[] {
  const { table } = resource;
  const words = wordsTable(table);
  // A transition table needs a trigger per event (as list_counts' do, migration 004).
  const trigger = (event: string, tables: string): string =>
    `CREATE OR REPLACE TRIGGER ${words}_${event.toLowerCase()} AFTER ${event} ON ${table} REFERENCING ${tables}` +
    ` FOR EACH STATEMENT EXECUTE FUNCTION ${words}_sync();`;
  return [
    `CREATE TABLE IF NOT EXISTS ${words} (row_id integer PRIMARY KEY, account_id integer NOT NULL, words text NOT NULL, sort_key text, sort_value text);`,
    `CREATE INDEX IF NOT EXISTS ${words}_search ON ${words} USING gin (words gin_trgm_ops) WITH (gin_pending_list_limit = 256);`,
    syncFunctionSql(resource),
    trigger('INSERT', 'NEW TABLE AS new_rows'),
    trigger('UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'),
    trigger('DELETE', 'OLD TABLE AS old_rows'),
    `DELETE FROM ${words};`,
    insertSql(resource, table),
  ];
}
