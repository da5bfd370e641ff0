import { useEffect, useRef } from 'react';
import { createLiveReread, type LiveReread, type LiveRereadOptions } from '../../../lib/live/live-reread.ts';
import type { LiveChange } from '../../../lib/protocol/live.ts';

export interface UseLiveRereadOptions extends Pick<LiveRereadOptions, 'gapMs' | 'pollMs'> {
  /** While true (a drag, a move on its way, a card being edited), changes wait (lib/live/live-reread.ts). */
  held?: boolean;
  shows?: (change: LiveChange) => boolean;
}

/**
 * A view reading again what it shows when its areas change on the page's stream (lib/live/live-reread.ts).
 * `reread`, `shows` and `held` are the latest render's; a new set of areas follows them instead.
 */
export function useLiveReread(
  areas: readonly string[],
  reread: () => void,
  { held = false, shows, gapMs, pollMs }: UseLiveRereadOptions = {},
): void {
  const latest = useRef({ reread, shows, held });
  const live = useRef<LiveReread | undefined>(undefined);
  useEffect(() => {
    latest.current = { reread, shows, held };
  });
  const key = areas.join(' ');
  useEffect(() => {
    const follower = createLiveReread({
      areas: key === '' ? [] : key.split(' '),
      reread: () => latest.current.reread(),
      shows: (change) => latest.current.shows?.(change) ?? false,
      gapMs,
      pollMs,
    });
    follower.hold(latest.current.held);
    live.current = follower;
    const stop = follower.start();
    return () => {
      stop();
      live.current = undefined;
    };
  }, [key, gapMs, pollMs]);
  useEffect(() => live.current?.hold(held), [held]);
}
