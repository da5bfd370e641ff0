import type { Resource } from '../../lib/resources/define.ts';
import type { Session } from '../http/handlers.ts';
import type { ListSource } from '../list/list-rows.ts';
import { wordsScope } from './search.ts';
import { scopeOf, selectSql, type Values } from './sql.ts';

/** A resource as the one list implementation reads it: the caller's scope, narrowed by the search text. */
export const listSource = (
  resource: Resource,
  session: Session,
  search: string | undefined,
): ListSource<Values> => ({
  from: resource.table,
  select: selectSql(resource),
  fields: resource.listFields,
  scope: wordsScope(resource, scopeOf(resource, session), search),
  defaultSort: resource.defaultSort,
  idKey: resource.idKey,
});
