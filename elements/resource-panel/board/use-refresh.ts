import { useEffect, useRef } from 'react';

/** How often a visible board asks the server for its order, besides on focus and on becoming visible. */
export const REFRESH_EVERY_MS = 15_000;

/**
 * Calls `refresh` when the window gets focus, when the page becomes visible again, and every 15 s while it
 * is visible: what another browser changed shows up without a reload. Not while `paused` (a card is held).
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
    const timer = setInterval(run, REFRESH_EVERY_MS);
    return () => {
      window.removeEventListener('focus', run);
      document.removeEventListener('visibilitychange', run);
      clearInterval(timer);
    };
  }, []);
}
