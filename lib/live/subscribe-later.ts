import type { LiveListener } from './live-stream.ts';

/**
 * Follows an area's changes on the page's stream, whose code loads after the screen rather than with it
 * (the first screen's size budget, tests/budget/size.ts): a screen shows its rows first, then follows.
 */
export function followArea(area: string, listener: LiveListener): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  void import('./live.ts').then(({ onLiveArea }) => {
    if (!stopped) stop = onLiveArea(area, listener);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
