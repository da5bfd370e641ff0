import { useEffect } from 'react';
import type { Resource } from '../../../lib/resources/define.ts';
import { $restored } from '../../../lib/trash/undo.ts';

/**
 * Reloads a view when a record of its area comes back from the trash (a toast's Undo, the Trash view:
 * docs/behaviour.md#trash), so the record shows again. Only restores after the view appeared count.
 */
export function useRestoredReload(resource: Resource, reload: (id: number) => unknown): void {
  useEffect(
    () =>
      $restored.listen((restored) => {
        if (restored?.area === resource.name) void reload(restored.id);
      }),
    [resource, reload],
  );
}
