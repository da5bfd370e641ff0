/**
 * What a list's search box reads (docs/performance.md, searching 100,000 contacts): the search fields of a
 * row joined by spaces into one text, and the trigram index over exactly that text. A search word never
 * holds a space, so it is found in this text exactly when it is found in one of the fields; one expression
 * lets one GIN index answer every word, where a test per field would read every row.
 */
export const searchText = (fields: readonly string[]): string =>
  `(${fields.map((name) => `coalesce("${name}", '')`).join(` || ' ' || `)})`;

/**
 * The index `searchText` needs; pg_trgm is made by migration 162 (and loaded into PGlite at open). Its
 * pending list, which every search reads in full, is kept small (migration 166, docs/server.md).
 */
export const searchIndexSql = (table: string, fields: readonly string[]): string =>
  `CREATE INDEX ${table}_search ON ${table} USING gin (${searchText(fields)} gin_trgm_ops)` +
  ` WITH (gin_pending_list_limit = 256);`;
