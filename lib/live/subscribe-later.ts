import type { LiveListener } from './live-stream.ts';

/**
 * Follows an area's changes on the page's stream, whose code loads after the screen rather than with it
 * (the first screen's size budget, tests/budget/size.ts): a screen shows its rows first, then follows.
 */
export const followArea = (area: string, listener: LiveListener): (() => void) => followLive(area, listener);

/** Follows an area's changes, and whether the stream is open (while it is, nothing need poll). */
export type FollowLive = (
  area: string,
  listener: LiveListener,
  onOpen?: (open: boolean) => void,
) => () => void;

/** followArea, telling `onOpen` each time the stream opens or drops (stores that poll only meanwhile). */
export const followLive: FollowLive = (area, listener, onOpen) => {
  const stops: (() => void)[] = [];
  let stopped = false;
  void import('./live.ts').then(({ onLiveArea, $liveStatus }) => {
    if (stopped) return;
    stops.push(onLiveArea(area, listener));
    if (onOpen) stops.push($liveStatus.subscribe((status) => onOpen(status === 'open')));
  });
  return () => {
    stopped = true;
    for (const stop of stops) stop();
  };
};
