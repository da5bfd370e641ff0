import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useMemo, useState } from 'react';
import { callCommand } from '../../../lib/api/api.ts';
import { followArea } from '../../../lib/live/subscribe-later.ts';
import { createPresence } from '../../../lib/live/presence.ts';
import { recheckRecord } from '../../../lib/live/record-recheck.ts';
import { commandOf } from '../../../lib/resources/command-of.ts';
import { liveCommands, type LiveChange, type LiveHere } from '../../../lib/protocol/live.ts';
import type { Resource } from '../../../lib/resources/define.ts';

const NOBODY = atom<LiveHere['others']>([]);

const sameVersion = (a: string | null, b: string | null): boolean =>
  a !== null && b !== null && Date.parse(a) === Date.parse(b);

/**
 * An edit screen's colleagues (docs/behaviour.md#live-changes): the latest change to the record since the
 * version the form holds (`base`), and who else has it open. Nothing here touches the form's values.
 */
export function useRecordLive(resource: Resource, id: number | undefined, base: string | null) {
  const [change, setChange] = useState<LiveChange | null>(null);
  useEffect(() => {
    if (id === undefined) return;
    let open = true;
    const stop = followArea(resource.name, (notice) => {
      if (notice.type === 'change') {
        if (notice.change.record_id === id) setChange(notice.change);
        return;
      }
      // Changes were missed: the record itself says whether it is still the version the form holds.
      const read = () =>
        callCommand(commandOf(resource, 'read'), { [resource.idKey]: id }, { report: false }) as Promise<
          Record<string, unknown>
        >;
      void recheckRecord(read, resource.name, id).then((found) => {
        if (open && found) setChange(found);
      });
    });
    return () => {
      open = false;
      stop();
    };
  }, [resource, id]);
  const presence = useMemo(
    () =>
      id === undefined
        ? undefined
        : createPresence({
            here: (leaving) =>
              callCommand(
                liveCommands.here,
                { area: resource.name, record_id: id, ...(leaving ? { leaving } : {}) },
                { report: false },
              ),
          }),
    [resource, id],
  );
  useEffect(() => presence?.start(), [presence]);
  const others = useStore(presence?.$others ?? NOBODY);
  // A change the form already holds (its own save read back, a merge applied) is no news.
  const news = change && !sameVersion(change.updated_at, base) ? change : null;
  return { change: news, others };
}
