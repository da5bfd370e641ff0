import type { Resource } from '../../lib/resources/define.ts';
import { searchText, wordsSortField, wordsTable } from '../db/search-words.ts';
import { escapeLike, type ListScope } from '../list/list-rows.ts';

/** The search box's words: at most eight, each a LIKE pattern matching it anywhere. */
const patternsOf = (search: string | undefined): string[] =>
  (search ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((word) => `%${escapeLike(word)}%`);

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
  const patterns = patternsOf(search);
  if (patterns.length === 0 || fields.length === 0) return scope;
  const params = [...scope.params];
  const clauses = patterns.map((pattern) => `${searchText(fields)} ILIKE $${params.push(pattern)}`);
  return { where: `${scope.where} AND ${clauses.join(' AND ')}`, params, searched: true };
}

/**
 * An area's search box, answered by its words table (server/db/search-words.ts): the rows whose id the
 * words table finds for the account. `words` lets a list in the default order read its page there too,
 * without the area's rows (server/list/list-rows.ts); not for a scope narrower than the account (an API key
 * is its creator's), which the words table does not know.
 */
export function wordsScope(
  resource: Resource,
  scope: { where: string; params: unknown[] },
  accountId: number,
  search: string | undefined,
): ListScope {
  const patterns = patternsOf(search);
  if (patterns.length === 0 || resource.search.length === 0) return scope;
  const params = [...scope.params];
  const where = [
    `account_id = $${params.push(accountId)}`,
    ...patterns.map((pattern) => `words LIKE lower($${params.push(pattern)})`),
  ].join(' AND ');
  const table = wordsTable(resource.table);
  const sortField = wordsSortField(resource);
  return {
    where: `${scope.where} AND ${resource.idKey} IN (SELECT row_id FROM ${table} WHERE ${where})`,
    params,
    searched: true,
    ...(sortField && resource.scope !== 'creator'
      ? { words: { table, where, scope: scope.where, sortField } }
      : {}),
  };
}
