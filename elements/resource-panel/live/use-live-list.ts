import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { callCommand } from '../../../lib/api/api.ts';
import type { ListController } from '../../../lib/list/list-controller.ts';
import { createLiveList } from '../../../lib/list/live-list.ts';
import { followArea } from '../../../lib/live/subscribe-later.ts';
import { commandOf } from '../../../lib/resources/command-of.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import { rowId } from '../../../lib/resources/record-types.ts';

type Row = Record<string, unknown>;

/** The record read again, keeping the list's own fields the read does not give (docs/behaviour.md#live-changes). */
async function readAsShown(resource: Resource, shown: Row): Promise<Row> {
  const read = await callCommand(
    commandOf(resource, 'read'),
    { [resource.idKey]: shown[resource.idKey] },
    { report: false },
  );
  return Object.fromEntries(Object.keys(shown).map((key) => [key, key in read ? read[key] : shown[key]]));
}

/** A list screen following its area's changes on the page's live stream (lib/list/live-list.ts). */
export function useLiveList(resource: Resource, controller: ListController<Row>) {
  const live = useMemo(
    () =>
      createLiveList<Row>({
        controller,
        idOf: (row) => rowId(resource, row),
        readRow: (shown) => readAsShown(resource, shown),
        subscribe: (listener) => followArea(resource.name, listener),
      }),
    [resource, controller],
  );
  useEffect(() => live.start(), [live]);
  const bar = useStore(live.$bar);
  const marked = useStore(live.$marked);
  return { bar, marked, show: live.show };
}
