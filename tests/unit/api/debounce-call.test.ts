import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounceCall, LIST_DEBOUNCE_MS } from '../../../lib/api/debounce-call.ts';

describe('debounced list calls (docs/protocol.md: 200 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs only the last call of a burst, 200 ms after it, and settles every caller with its result', async () => {
    const list = vi.fn(async (page: number) => `page ${page}`);
    const debounced = debounceCall(list);
    const first = debounced(1);
    await vi.advanceTimersByTimeAsync(LIST_DEBOUNCE_MS - 1);
    const second = debounced(2);
    await vi.advanceTimersByTimeAsync(LIST_DEBOUNCE_MS - 1);
    expect(list).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(list).toHaveBeenCalledExactlyOnceWith(2);
    await expect(first).resolves.toBe('page 2');
    await expect(second).resolves.toBe('page 2');
  });

  it('rejects every caller of the burst when the winning call fails', async () => {
    const debounced = debounceCall(async () => Promise.reject(new Error('down')));
    const first = debounced();
    const second = debounced();
    const settled = Promise.allSettled([first, second]);
    await vi.advanceTimersByTimeAsync(LIST_DEBOUNCE_MS);
    expect((await settled).map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });

  it('starts a new burst after the previous one ran', async () => {
    const list = vi.fn(async (page: number) => page);
    const debounced = debounceCall(list);
    const first = debounced(1);
    await vi.advanceTimersByTimeAsync(LIST_DEBOUNCE_MS);
    const second = debounced(2);
    await vi.advanceTimersByTimeAsync(LIST_DEBOUNCE_MS);
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(list).toHaveBeenCalledTimes(2);
  });
});
