import type { Resource } from '../../lib/resources/define.ts';
import { searchText, wordsSortField, wordsTable } from '../db/search-words.ts';
import { escapeLike, type ListScope } from '../list/list-rows.ts';
import { SORT_MATCHES_AT_MOST } from '../list/searched-pages.ts';

/**
 * The search box's words, at most eight, each a LIKE pattern matching it anywhere, as placeholders after
 * the scope's own, and each word's test of the text `text`.
 */
function wordTests(
  scope: { where: string; params: unknown[] },
  search: string | undefined,
  test: (placeholder: string) => string,
): { clauses: string[]; params: unknown[] } {
  const params = [...scope.params];
  const clauses = (search ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((word) => test(`$${params.push(`%${escapeLike(word)}%`)}`));
  return { clauses, params };
}

/**
 * The list's search box: every word must appear (case-insensitively) in one of the fields. Added to the
 * list's scope, so listRows stays the one list implementation. For a table without a words table of its own
 * (the network's accounts, an account's users: a few hundred rows).
 */
export function searchScope(
  scope: { where: string; params: unknown[] },
  fields: readonly string[],
  search: string | undefined,
): ListScope {
  const { clauses, params } = wordTests(scope, search, (word) => `${searchText(fields)} ILIKE ${word}`);
  if (clauses.length === 0 || fields.length === 0) return scope;
  return { where: `${scope.where} AND ${clauses.join(' AND ')}`, params, searched: true };
}

/**
 * An area's search box, answered by its words table (server/db/search-words.ts): the rows whose id the
 * words table finds in the account, which is the scope's `$1` (server/resources/sql.ts, scopeOf). `words`
 * lets a list in the default order read its page there too, without the area's rows
 * (server/list/list-rows.ts); not for a scope narrower than the account (an API key is its creator's),
 * which the words table does not know.
 */
export function wordsScope(
  resource: Resource,
  scope: { where: string; params: unknown[] },
  search: string | undefined,
): ListScope {
  const { clauses, params } = wordTests(scope, search, (word) => `words LIKE lower(${word})`);
  if (clauses.length === 0 || resource.search.length === 0) return scope;
  const where = ['account_id = $1', ...clauses].join(' AND ');
  const table = wordsTable(resource.table);
  const sortField = wordsSortField(resource);
  // The same words tested on the area's own rows, over the same placeholders.
  const walk = searchScope(scope, resource.search, search).where;
  // As many ids as a search sorts, and one more: the rows are then read in the table's order (a bitmap scan)
  // rather than one by one by key, 10-30% less time for a search sorted by another column.
  const first = `${resource.idKey} = ANY(ARRAY(SELECT row_id FROM ${table} WHERE ${where} LIMIT ${SORT_MATCHES_AT_MOST + 1}))`;
  return {
    where: `${scope.where} AND ${resource.idKey} IN (SELECT row_id FROM ${table} WHERE ${where})`,
    params,
    searched: true,
    ...(sortField && resource.scope !== 'creator'
      ? { words: { table, where, scope: scope.where, sortField, walk, first: `${scope.where} AND ${first}` } }
      : {}),
  };
}
