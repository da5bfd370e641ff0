/** docs/behaviour.md#limits: the status panel closes this long after the last activity inside it. */
export const STATUS_PANEL_AUTO_CLOSE_MS = 5000;

export interface IdleTimer {
  /** Activity: the countdown starts again from the full delay. */
  touch: () => void;
  stop: () => void;
}

/** Calls `onIdle` once `delayMs` pass with no `touch()`. The countdown starts at creation. */
export function createIdleTimer(onIdle: () => void, delayMs = STATUS_PANEL_AUTO_CLOSE_MS): IdleTimer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = (): void => clearTimeout(timer);
  const touch = (): void => {
    stop();
    timer = setTimeout(onIdle, delayMs);
  };
  touch();
  return { touch, stop };
}
