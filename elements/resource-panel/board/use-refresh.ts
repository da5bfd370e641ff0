import { useEffect, useRef } from 'react';

/** How often a visible board asks the server for its order while the live stream is down. */
export const REFRESH_EVERY_MS = 15_000;

/**
 * Calls `refresh` when the window gets focus and when the page becomes visible again: what another
 * browser changed while the page was away shows without a reload (the stream tells the rest). Not while
 * `paused` (a card is held).
 */
export function useRefresh(refresh: () => void, paused: boolean): void {
  const latest = useRef({ refresh, paused });
  useEffect(() => {
    latest.current = { refresh, paused };
  });
  useEffect(() => {
    const run = () => {
      if (!latest.current.paused && document.visibilityState === 'visible') latest.current.refresh();
    };
    window.addEventListener('focus', run);
    document.addEventListener('visibilitychange', run);
    return () => {
      window.removeEventListener('focus', run);
      document.removeEventListener('visibilitychange', run);
    };
  }, []);
}
