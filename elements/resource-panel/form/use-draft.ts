import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useMemo } from 'react';
import { createDraftAutosave, type DraftAutosave } from '../../../lib/resource-views/draft-autosave.ts';
import { draftKey } from '../../../lib/resource-views/drafts.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import { $session } from '../../../lib/session/session.ts';

const IDLE = atom({ state: 'idle' } as const);

/**
 * The draft autosave of one form (lib/resource-views/draft-autosave.ts), for areas whose definition asks
 * for drafts; null for the others, or when the browser has no storage or the session names no user.
 */
export function useDraft(resource: Resource, id: number | undefined) {
  const session = useStore($session);
  const accountId = session.userInfo?.account_id;
  const userId = session.id ?? session.userInfo?.id;
  const autosave = useMemo<DraftAutosave | null>(() => {
    if (!resource.drafts || typeof accountId !== 'number' || typeof userId !== 'number') return null;
    let storage: Storage;
    try {
      storage = window.localStorage;
    } catch {
      return null;
    }
    return createDraftAutosave(storage, draftKey({ accountId, userId }, resource.name, id));
  }, [resource, id, accountId, userId]);
  // Leaving the form (saved, cancelled, navigated away) or the page (a reload, a closed tab) writes what
  // is pending rather than dropping the last keystrokes.
  useEffect(() => {
    if (!autosave) return;
    const flush = () => autosave.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [autosave]);
  const status = useStore(autosave?.$status ?? IDLE);
  return { autosave, status };
}
