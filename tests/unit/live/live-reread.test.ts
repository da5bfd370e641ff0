import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveReread, type LiveRereadOptions } from '../../../lib/live/live-reread.ts';
import { fakeFollow } from './fake-follow.ts';

const setup = (options: Partial<LiveRereadOptions> = {}) => {
  const stream = fakeFollow();
  const reread = vi.fn();
  const live = createLiveReread({ areas: ['task', 'note'], reread, follow: stream.follow, ...options });
  const stop = live.start();
  return { stream, reread, live, stop };
};

describe('a view re-read on its areas’ changes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads again on a change of any of its areas and on refresh, not on another area’s', () => {
    const { stream, reread, stop } = setup();
    stream.change('task', { record_id: 4 });
    stream.change('note', {});
    stream.change('contact', {});
    expect(reread).toHaveBeenCalledTimes(2);
    stream.refresh();
    expect(reread).toHaveBeenCalledTimes(4);
    stop();
    stream.change('task', {});
    expect(reread).toHaveBeenCalledTimes(4);
  });

  it('skips a change the view already shows (its own write, answered)', () => {
    const { stream, reread } = setup({ shows: (change) => change.updated_at === 'mine' });
    stream.change('task', { updated_at: 'mine' });
    expect(reread).not.toHaveBeenCalled();
    stream.change('task', { updated_at: 'theirs' });
    expect(reread).toHaveBeenCalledTimes(1);
  });

  it('waits while held (a drag, a card being edited) and catches up once when let go', () => {
    const { stream, reread, live } = setup();
    live.hold(true);
    stream.change('task', { record_id: 1 });
    stream.change('task', { record_id: 2 });
    expect(reread).not.toHaveBeenCalled();
    live.hold(false);
    expect(reread).toHaveBeenCalledTimes(1);
    live.hold(true);
    live.hold(false);
    expect(reread).toHaveBeenCalledTimes(1);
  });

  it('judges held changes when let go: one its own write answered meanwhile is not read again', () => {
    const known = new Set<number>();
    const { stream, reread, live } = setup({ shows: (change) => known.has(change.record_id) });
    live.hold(true);
    stream.change('task', { record_id: 7 });
    known.add(7);
    live.hold(false);
    expect(reread).not.toHaveBeenCalled();
  });

  it('reads at most once a gap: the changes within it are read once at its end', async () => {
    const { stream, reread } = setup({ gapMs: 1000 });
    stream.change('task', {});
    expect(reread).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 5; i += 1) stream.change('task', {});
    await vi.advanceTimersByTimeAsync(999);
    expect(reread).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(reread).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(reread).toHaveBeenCalledTimes(2);
  });

  it('polls only while the stream is down, and reads once when it opens again', async () => {
    const { stream, reread, stop } = setup({ pollMs: 15_000, gapMs: 1000 });
    stream.open(false);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(reread).toHaveBeenCalledTimes(1);
    stream.open(true);
    // Within the gap of the poll's read: read at its end.
    await vi.advanceTimersByTimeAsync(1000);
    expect(reread).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reread).toHaveBeenCalledTimes(2);
    stream.open(false);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(reread).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reread).toHaveBeenCalledTimes(3);
  });

  it('does not read when the stream first opens soon after the view started, but does after a drop', async () => {
    const { stream, reread } = setup({ pollMs: 15_000 });
    stream.open(false);
    await vi.advanceTimersByTimeAsync(1_000);
    stream.open(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(reread).not.toHaveBeenCalled();
    stream.open(false);
    stream.open(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(reread).toHaveBeenCalledTimes(1);
  });

  it('does not read when the stream is open as it starts (the view has just read)', async () => {
    const { stream, reread } = setup({ pollMs: 15_000 });
    stream.open(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reread).not.toHaveBeenCalled();
  });

  it('does not poll without pollMs', async () => {
    const { reread } = setup();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(reread).not.toHaveBeenCalled();
  });
});
