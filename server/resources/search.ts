import { searchText } from '../db/search-text.ts';
import { escapeLike } from '../list/list-rows.ts';

/**
 * The list's search box: every word must appear (case-insensitively) in one of the resource's search
 * fields. Added to the list's scope, so listRows stays the one list implementation.
 */
export function searchScope(
  scope: { where: string; params: unknown[] },
  fields: readonly string[],
  search: string | undefined,
): { where: string; params: unknown[]; searched?: boolean } {
  const words = (search ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0 || fields.length === 0) return scope;
  const params = [...scope.params];
  const text = searchText(fields);
  const clauses = words.map((word) => {
    params.push(`%${escapeLike(word)}%`);
    return `${text} ILIKE $${params.length}`;
  });
  return { where: `${scope.where} AND ${clauses.join(' AND ')}`, params, searched: true };
}
