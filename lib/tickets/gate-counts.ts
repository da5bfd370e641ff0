import { atom, onMount, type ReadableAtom } from 'nanostores';
import { callCommand } from '../api/api.ts';
import { followLive, type FollowLive } from '../live/subscribe-later.ts';
import { checkinCommands } from '../protocol/ticket.ts';
import type { z } from '../protocol/z.ts';

export type GateCounts = z.infer<typeof checkinCommands.counts.response>;

/** How often a visible screen reads a rodeo's counts again while the live stream is down (docs/tickets.md). */
export const GATE_COUNTS_POLL_MS = 15_000;

/** What the store watches to pause: the page's visibility (the document, in a browser). */
export interface PageVisibility {
  readonly hidden: boolean;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface GateCountsSource {
  read?: (rodeoId: number) => Promise<GateCounts>;
  page?: PageVisibility;
  /** The page's live stream: its `checkin` events of the rodeo (server/tickets/ticket-events.ts). */
  follow?: FollowLive;
  /** Counts read already (the dashboard's glance carries them): shown at once, and not read again at once. */
  first?: GateCounts;
}

// A failed read says nothing: the figures stay as they were and the next round tries again.
const readCounts = (rodeoId: number) =>
  callCommand(checkinCommands.counts, { rodeo_id: rodeoId }, { report: false });

/**
 * A rodeo's live gate counts (admitted, not yet arrived, per gate) while a screen shows them: read at once
 * (unless `first` holds them already),
 * then again on each of the live stream's `checkin` events of the rodeo (a ticket admitted, issued,
 * refunded or voided) and on its `refresh` (docs/architecture.md, "Live changes: the client"). Only while
 * the stream is down does it poll, every GATE_COUNTS_POLL_MS; reads pause while the page is hidden and
 * happen again when it shows.
 */
export function gateCounts(
  rodeoId: number,
  { read = readCounts, page = globalThis.document, follow = followLive, first }: GateCountsSource = {},
): ReadableAtom<GateCounts | undefined> {
  const $counts = atom<GateCounts | undefined>(first);
  let fresh = first !== undefined;
  onMount($counts, () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let mounted = true;
    let live = false;
    const pause = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    const later = () => {
      pause();
      timer = setTimeout(() => void poll(), GATE_COUNTS_POLL_MS);
    };
    const poll = async () => {
      pause();
      try {
        const counts = await read(rodeoId);
        if (mounted) $counts.set(counts);
      } catch {
        // Kept as they were (above).
      }
      if (mounted && !page.hidden && !live) later();
    };
    const visibility = () => (page.hidden ? pause() : void poll());
    page.addEventListener('visibilitychange', visibility);
    if (!page.hidden) {
      if (fresh) later();
      else void poll();
    }
    fresh = false;
    const stop = follow(
      'checkin',
      (notice) => {
        if (!page.hidden && (notice.type === 'refresh' || notice.change.record_id === rodeoId)) void poll();
      },
      // Opened: what changed while it was down is read once, then the events say when. Dropped: polling.
      (open) => {
        if (open === live) return;
        live = open;
        if (!page.hidden) void poll();
      },
    );
    return () => {
      mounted = false;
      pause();
      stop();
      page.removeEventListener('visibilitychange', visibility);
    };
  });
  return $counts;
}
