import { useEffect } from 'react';
import type { ListController } from '../../../lib/list/list-controller.ts';
import type { Filter } from '../../../lib/protocol/list.ts';
import type { Resource } from '../../../lib/resources/define.ts';

/**
 * The picked parent narrows every request of the list (rows, totals, export), apart from the user's
 * filters and the screen's own (`ownFields`, a folder), which its address sets.
 */
export function useParentScope(
  resource: Resource,
  controller: ListController<Record<string, unknown>>,
  parent: number | undefined,
  ownFields: readonly string[] | undefined,
): void {
  const parentScope: Filter[] =
    resource.listBy && parent !== undefined ? [{ field: resource.listBy, operator: '=', value: parent }] : [];
  const scopeKey = JSON.stringify(parentScope);
  useEffect(() => {
    const { scope } = controller.$state.get();
    const own = scope.filter((filter) => ownFields?.includes(filter.field));
    const fixed = scope.filter((filter) => !own.includes(filter));
    if (JSON.stringify(fixed) !== scopeKey)
      controller.setScope([...(JSON.parse(scopeKey) as Filter[]), ...own]);
  }, [controller, scopeKey, ownFields]);
}
