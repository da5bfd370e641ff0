import { computed } from 'nanostores';
import { apiClient } from '../api/api.ts';
import { liveCommands } from '../protocol/live.ts';
import { $session } from '../session/session.ts';
import { $followedAccount } from './followed-account.ts';
import { createLiveStream, type LiveListener } from './live-stream.ts';

/**
 * The page's live stream (docs/architecture.md, "Live changes: the client"): a module of the kit, so every
 * element on the page shares it and two panels open one connection.
 */
export const liveStream = createLiveStream({
  open: (lastEventId, signal, account) =>
    apiClient.send(
      liveCommands.stream,
      {
        ...(lastEventId !== undefined && { last_event_id: lastEventId }),
        ...(account !== undefined && { account_id: account }),
      },
      { signal, report: false },
    ),
  $token: computed($session, (session) => session.token),
  $account: $followedAccount,
  online: () => globalThis.navigator?.onLine ?? true,
  onOnline: (listener) => {
    globalThis.addEventListener?.('online', listener);
    return () => globalThis.removeEventListener?.('online', listener);
  },
});

export const $liveStatus = liveStream.$status;

/** Listens to the changes of one area (and `refresh`), while the caller stays subscribed. */
export const onLiveArea = (area: string, listener: LiveListener): (() => void) =>
  liveStream.subscribe((notice) => {
    if (notice.type === 'refresh' || notice.change.area === area) listener(notice);
  });
