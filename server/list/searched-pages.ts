import type { Db } from '../db/db.ts';
import type { ListScope, ListSource, Params } from './list-rows.ts';

// The page of a list with search words, and its count, in one statement (docs/server.md, lists at scale):
// from the area's own rows (searchedPage) or from its words table (wordsPage). server/list/list-rows.ts
// chooses between them and the sort index.

/**
 * A search that matches at most this many rows reads them once, from its trigram index, and sorts them in
 * the same statement that counts them (searchedPage). More, and the page walks the sort index, where
 * matches are dense enough to fill a page quickly. Left to itself, the planner walked the name index for
 * a surname that sorts late, testing 85,000 rows before the first match (97 ms against 7 ms,
 * docs/server.md).
 */
export const SORT_MATCHES_AT_MOST = 10_000;

const COUNTED = '__counted';

/**
 * One statement for a searched page and its count: the matches (at most SORT_MATCHES_AT_MOST and one more)
 * read once, counted, and only when they are not too many sorted. No ORDER BY reaches the table, so no sort
 * index is walked. The matches carry only the sort columns (`keys`, `unique` among them, the rows' unique
 * key): the page's rows are then read by that key, so the other columns of thousands of matches are
 * never copied (docs/server.md, lists at scale). Undefined when more match (the caller walks the sort
 * index) or the page is past the end.
 */
export async function searchedPage(
  db: Db,
  source: Pick<ListSource<unknown>, 'select' | 'from'>,
  where: string,
  params: Params,
  keys: readonly string[],
  unique: string,
  orderSql: string,
  page: { limit: number; offset: number },
): Promise<{ rows: Record<string, unknown>[]; matching: number } | undefined> {
  const counted = '(SELECT count(*) FROM matching)';
  // The sort terms name the source's own columns: inside `page_keys` the matches' copies of them, outside the
  // table's own, so the 25 rows come back in the page's order.
  const rows = await db.query(
    `WITH matching AS MATERIALIZED (SELECT ${keys.map((key) => `"${key}"`).join(', ')} FROM ${source.from}` +
      ` WHERE ${where} LIMIT ${SORT_MATCHES_AT_MOST + 1}),` +
      ` page_keys AS MATERIALIZED (SELECT "${unique}" AS __key, ${counted} AS ${COUNTED} FROM matching` +
      ` WHERE ${counted} <= ${SORT_MATCHES_AT_MOST}` +
      ` ORDER BY ${orderSql} LIMIT ${params.add(page.limit)} OFFSET ${params.add(page.offset)})` +
      ` SELECT ${source.select}, page_keys.${COUNTED} FROM ${source.from} JOIN page_keys ON "${unique}" = page_keys.__key` +
      ` ORDER BY ${orderSql}`,
    params.values,
  );
  if (rows.length === 0) return undefined;
  const matching = Number(rows[0]![COUNTED]);
  for (const row of rows) delete row[COUNTED];
  return { rows, matching };
}

/**
 * searchedPage read off the area's words table, for a search in its default order: the matches are its
 * narrow rows, tested with a plain LIKE and sorted by the kept key, and only the page's rows are read from
 * the area's table (2-3 times less database time over 100,000 contacts, docs/performance.md). The count
 * comes back with an empty page too (a word nothing matches, a page past the end, more matches than are
 * sorted), on a row of nothing else.
 */
export async function wordsPage(
  db: Db,
  source: Pick<ListSource<unknown>, 'select' | 'from'>,
  words: NonNullable<ListScope['words']>,
  params: Params,
  unique: string,
  direction: 'ASC' | 'DESC',
  page: { limit: number; offset: number },
): Promise<{ rows: Record<string, unknown>[]; matching: number }> {
  const order = (of = ''): string =>
    [`${of}__key`, `${of}__value`, `${of}__row`].map((term) => `${term} ${direction}`).join(', ');
  // Counted once, materialized: a planner without statistics (PGlite's never has them) counted the matches
  // again for every match (0.5 s a surname search on PostgreSQL, 10 s on PGlite). Sorted only when the
  // count allows. The page comes back in the page keys' order, not by the table's columns, which would let
  // such a planner walk the area's sort index up to the page's rows instead.
  const rows = await db.query(
    `WITH matching AS MATERIALIZED (SELECT row_id AS __row, sort_key AS __key, sort_value AS __value` +
      ` FROM ${words.table} WHERE ${words.where} LIMIT ${SORT_MATCHES_AT_MOST + 1}),` +
      ` counted AS MATERIALIZED (SELECT count(*) AS __n FROM matching),` +
      ` page_keys AS MATERIALIZED (SELECT __row, __key, __value FROM matching, counted` +
      ` WHERE __n <= ${SORT_MATCHES_AT_MOST}` +
      ` ORDER BY ${order()} LIMIT ${params.add(page.limit)} OFFSET ${params.add(page.offset)})` +
      ` SELECT ${source.select}, counted.__n AS ${COUNTED} FROM counted LEFT JOIN` +
      ` (page_keys JOIN ${source.from} ON "${unique}" = page_keys.__row AND ${words.scope}) ON true` +
      ` ORDER BY ${order('page_keys.')}`,
    params.values,
  );
  const matching = Number(rows[0]?.[COUNTED] ?? 0);
  for (const row of rows) delete row[COUNTED];
  return { rows: rows[0]?.[unique] == null ? [] : rows, matching };
}
