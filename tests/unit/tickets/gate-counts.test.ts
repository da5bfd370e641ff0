import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GATE_COUNTS_POLL_MS, gateCounts, type GateCounts } from '../../../lib/tickets/gate-counts.ts';
import { fakeFollow } from '../live/fake-follow.ts';

/** A page whose visibility the test flips, as a browser tab's document. */
function fakePage() {
  const listeners = new Set<() => void>();
  const page = {
    hidden: false,
    addEventListener: (_type: 'visibilitychange', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'visibilitychange', listener: () => void) => listeners.delete(listener),
    show(hidden: boolean) {
      page.hidden = hidden;
      for (const listener of listeners) listener();
    },
    listeners,
  };
  return page;
}

const counts = (admitted: number): GateCounts => ({
  admitted,
  not_arrived: 10 - admitted,
  gates: [{ gate: 'North Gate', admitted }],
});

describe('a rodeo’s gate counts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads at once, then every 15 s while visible', async () => {
    let admitted = 0;
    const read = vi.fn(async (rodeoId: number) => {
      expect(rodeoId).toBe(12);
      return counts(admitted++);
    });
    const $counts = gateCounts(12, { read, page: fakePage(), follow: fakeFollow().follow });
    const stop = $counts.listen(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(1);
    expect($counts.get()?.admitted).toBe(0);
    await vi.advanceTimersByTimeAsync(GATE_COUNTS_POLL_MS - 1);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(2);
    expect($counts.get()?.admitted).toBe(1);
    stop();
  });

  it('pauses while the page is hidden and reads again when it shows', async () => {
    const read = vi.fn(async () => counts(3));
    const page = fakePage();
    const stop = gateCounts(12, { read, page, follow: fakeFollow().follow }).listen(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    page.show(true);
    await vi.advanceTimersByTimeAsync(GATE_COUNTS_POLL_MS * 4);
    expect(read).toHaveBeenCalledTimes(1);
    page.show(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(GATE_COUNTS_POLL_MS);
    expect(read).toHaveBeenCalledTimes(3);
    stop();
  });

  it('keeps the last figures when a read fails, and stops with its last screen', async () => {
    const read = vi.fn().mockResolvedValueOnce(counts(2)).mockRejectedValueOnce(new Error('offline'));
    const page = fakePage();
    const $counts = gateCounts(12, { read, page, follow: fakeFollow().follow });
    const stop = $counts.listen(() => undefined);
    await vi.advanceTimersByTimeAsync(GATE_COUNTS_POLL_MS);
    expect(read).toHaveBeenCalledTimes(2);
    expect($counts.get()?.admitted).toBe(2);
    stop();
    // nanostores unmounts a store a moment after its last listener leaves.
    await vi.advanceTimersByTimeAsync(GATE_COUNTS_POLL_MS * 3);
    expect(read).toHaveBeenCalledTimes(2);
    expect(page.listeners.size).toBe(0);
  });

  it('follows the stream’s check-in events of its rodeo, polling only while the stream is down', async () => {
    let admitted = 0;
    const read = vi.fn(async () => counts(admitted++));
    const live = fakeFollow();
    const $counts = gateCounts(12, { read, page: fakePage(), follow: live.follow });
    const stop = $counts.listen(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    live.open(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(2);
    // Open: no polling, however long, only the events.
    await vi.advanceTimersByTimeAsync(GATE_COUNTS_POLL_MS * 4);
    expect(read).toHaveBeenCalledTimes(2);
    live.change('checkin', { record_id: 12, action: 'admit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(3);
    expect($counts.get()?.admitted).toBe(2);
    live.change('checkin', { record_id: 13, action: 'admit' });
    live.change('contact', { record_id: 12 });
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(3);
    live.refresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(4);
    // Dropped: read at once, then polling again.
    live.open(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(GATE_COUNTS_POLL_MS);
    expect(read).toHaveBeenCalledTimes(6);
    stop();
    await vi.advanceTimersByTimeAsync(GATE_COUNTS_POLL_MS * 3);
    expect(live.followers.size).toBe(0);
  });

  it('shows counts read already (the glance’s) at once, and reads the next ones 15 s later', async () => {
    const read = vi.fn(async () => counts(5));
    const $counts = gateCounts(12, { read, page: fakePage(), follow: fakeFollow().follow, first: counts(4) });
    expect($counts.get()?.admitted).toBe(4);
    const stop = $counts.listen(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(read).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(GATE_COUNTS_POLL_MS);
    expect(read).toHaveBeenCalledTimes(1);
    expect($counts.get()?.admitted).toBe(5);
    stop();
  });
});
