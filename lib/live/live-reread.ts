import type { LiveChange } from '../protocol/live.ts';
import { followLive, type FollowLive } from './subscribe-later.ts';

const WAITING_MAX = 500;

export interface LiveRereadOptions {
  /** The areas whose changes (and the stream's `refresh`) make the view read again. */
  areas: readonly string[];
  /** Reads what the view shows again, through the ordinary commands (never an event's fields). */
  reread: () => void;
  /** Whether the view already shows this change (its own write, answered): nothing to read. */
  shows?: (change: LiveChange) => boolean;
  /** At most one read per this many ms: the changes within it are read once, at its end. */
  gapMs?: number;
  /** While the stream is not open, read every this many ms; without it, nothing polls. */
  pollMs?: number;
  follow?: FollowLive;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface LiveReread {
  /** Follows the stream; returns the stop. */
  start(): () => void;
  /**
   * While held (a card being dragged, moved or edited) changes wait, so nothing moves under the user;
   * let go, one read catches up with all of them.
   */
  hold(held: boolean): void;
}

/**
 * A view that shows many records (a board, a calendar, the dashboard's counts) following its areas'
 * changes on the page's stream (docs/architecture.md, "Live changes: the client"): a change or a
 * `refresh` reads the view again, throttled, and never while the view is held. Only while the stream is
 * down does it poll (when `pollMs` is given), reading once when it opens again, as the gate counts do.
 */
export function createLiveReread(options: LiveRereadOptions): LiveReread {
  const { areas, reread, shows, gapMs = 0, pollMs, follow = followLive } = options;
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let held = false;
  // What waits to be read: the changes (judged by `shows` when read, since a held view's own write may
  // be answered meanwhile), or everything (a refresh, a poll).
  let waiting: LiveChange[] = [];
  let everything = false;
  let live = false;
  // Whether the stream has dropped, or a poll stood in for it, since this view last had it open.
  let missed = false;
  let lastRead = -Infinity;
  let gapTimer: unknown;
  let pollTimer: unknown;

  const flush = () => {
    const needed = everything || waiting.some((change) => !shows?.(change));
    waiting = [];
    everything = false;
    if (!needed) return;
    lastRead = now();
    reread();
  };
  // A read now, or at the end of the gap since the last; held, it waits for the hold to end.
  const schedule = () => {
    if (held || gapTimer !== undefined || (!everything && waiting.length === 0)) return;
    const wait = lastRead + gapMs - now();
    if (wait <= 0) return flush();
    gapTimer = setTimer(() => {
      gapTimer = undefined;
      schedule();
    }, wait);
  };
  const due = (change?: LiveChange) => {
    if (change && !everything) waiting.push(change);
    else everything = true;
    // A long hold through a busy day: past a page's worth of changes, read once without judging them.
    if (waiting.length > WAITING_MAX) [waiting, everything] = [[], true];
    schedule();
  };
  const stopPolling = () => {
    if (pollTimer !== undefined) clearTimer(pollTimer);
    pollTimer = undefined;
  };
  const poll = () => {
    stopPolling();
    if (live || pollMs === undefined) return;
    pollTimer = setTimer(() => {
      pollTimer = undefined;
      missed = true;
      due();
      poll();
    }, pollMs);
  };

  return {
    start() {
      const stops = areas.map((area, index) =>
        follow(
          area,
          (notice) => due(notice.type === 'change' ? notice.change : undefined),
          // Opened: what changed while it was down is read once; dropped: polling. Told once, not per area.
          index === 0
            ? (open) => {
                if (open === live) return;
                live = open;
                // Opened again after a drop, or after a poll: what changed meanwhile is read once. The
                // first open of the stream follows the view's own read by the connection's set-up (well
                // within a poll's interval): reading again then would ask every view twice on each load.
                if (open && missed) due();
                missed = !open;
                poll();
              }
            : undefined,
        ),
      );
      poll();
      return () => {
        for (const stop of stops) stop();
        stopPolling();
        if (gapTimer !== undefined) clearTimer(gapTimer);
        gapTimer = undefined;
      };
    },
    hold(next) {
      held = next;
      schedule();
    },
  };
}
