import { atom, onMount, type ReadableAtom } from 'nanostores';
import { callCommand } from '../api/api.ts';
import { checkinCommands } from '../protocol/ticket.ts';
import type { z } from '../protocol/z.ts';

export type GateCounts = z.infer<typeof checkinCommands.counts.response>;

/** How often a visible screen reads a rodeo's counts again (docs/tickets.md, the gate). */
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
}

// A failed read says nothing: the figures stay as they were and the next round tries again.
const readCounts = (rodeoId: number) =>
  callCommand(checkinCommands.counts, { rodeo_id: rodeoId }, { report: false });

/**
 * A rodeo's live gate counts (admitted, not yet arrived, per gate) while a screen shows them: read at once,
 * then every GATE_COUNTS_POLL_MS while the page is visible, paused while it is hidden and read again when it
 * shows. Screens read only the store, so its source can become the live stream without them changing.
 */
export function gateCounts(
  rodeoId: number,
  { read = readCounts, page = globalThis.document }: GateCountsSource = {},
): ReadableAtom<GateCounts | undefined> {
  const $counts = atom<GateCounts | undefined>(undefined);
  onMount($counts, () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let mounted = true;
    const pause = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    const poll = async () => {
      pause();
      try {
        const counts = await read(rodeoId);
        if (mounted) $counts.set(counts);
      } catch {
        // Kept as they were (above).
      }
      if (mounted && !page.hidden) {
        pause();
        timer = setTimeout(() => void poll(), GATE_COUNTS_POLL_MS);
      }
    };
    const visibility = () => (page.hidden ? pause() : void poll());
    page.addEventListener('visibilitychange', visibility);
    if (!page.hidden) void poll();
    return () => {
      mounted = false;
      pause();
      page.removeEventListener('visibilitychange', visibility);
    };
  });
  return $counts;
}
