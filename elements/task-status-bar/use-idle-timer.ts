import { useCallback, useEffect, useRef } from 'react';
import { createIdleTimer, type IdleTimer } from '../../lib/tasks/panel-auto-close.ts';

/** While `active`, calls `onIdle` once `delayMs` pass without activity; returns the activity callback. */
export function useIdleTimer(active: boolean, delayMs: number, onIdle: () => void): () => void {
  const timer = useRef<IdleTimer | null>(null);
  // The latest callback, so a re-render does not restart the countdown.
  const latestOnIdle = useRef(onIdle);
  useEffect(() => {
    latestOnIdle.current = onIdle;
  });
  useEffect(() => {
    if (!active) return;
    const idle = createIdleTimer(() => latestOnIdle.current(), delayMs);
    timer.current = idle;
    return () => {
      idle.stop();
      timer.current = null;
    };
  }, [active, delayMs]);
  return useCallback(() => timer.current?.touch(), []);
}
