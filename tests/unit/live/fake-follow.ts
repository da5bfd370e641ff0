import type { LiveChange } from '../../../lib/protocol/live.ts';
import type { LiveListener } from '../../../lib/live/live-stream.ts';
import type { FollowLive } from '../../../lib/live/subscribe-later.ts';

/** The page's live stream as a store follows it (lib/live/subscribe-later.ts), driven by the test. */
export function fakeFollow() {
  const followers = new Set<{ area: string; listener: LiveListener; onOpen?: (open: boolean) => void }>();
  let id = 0;
  const follow: FollowLive = (area, listener, onOpen) => {
    const follower = { area, listener, onOpen };
    followers.add(follower);
    return () => followers.delete(follower);
  };
  return {
    follow,
    followers,
    open(open: boolean) {
      for (const follower of followers) follower.onOpen?.(open);
    },
    change(area: string, patch: Partial<LiveChange>) {
      const change: LiveChange = {
        id: (id += 1),
        area,
        record_id: 1,
        action: 'update',
        by: null,
        updated_at: null,
        at: new Date().toISOString(),
        ...patch,
      };
      for (const follower of followers)
        if (follower.area === area) follower.listener({ type: 'change', change });
    },
    refresh() {
      for (const follower of followers) follower.listener({ type: 'refresh' });
    },
  };
}
