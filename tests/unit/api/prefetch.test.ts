import { describe, expect, it, vi } from 'vitest';
import { prefetch, prefetchKey, takeArrived, takePrefetched } from '../../../lib/api/prefetch.ts';

describe('prefetch', () => {
  const query = { page: 1, limit: 25, sort: 'last_name', order: 'asc' };

  it('hands the answer to the first request of the same query, once', async () => {
    const ask = vi.fn(async () => ({ list: [{ id: 1 }], count: 1 }));
    const key = prefetchKey('contact/list', query);
    prefetch(key, ask);
    prefetch(key, ask);
    expect(ask).toHaveBeenCalledTimes(1);
    await expect(takePrefetched(key)).resolves.toEqual({ list: [{ id: 1 }], count: 1 });
    expect(takePrefetched(key)).toBeUndefined();
  });

  it('is never used for another query', () => {
    prefetch(prefetchKey('contact/list', query), async () => ({ list: [], count: 0 }));
    expect(takePrefetched(prefetchKey('contact/list', { ...query, page: 2 }))).toBeUndefined();
    expect(takePrefetched(prefetchKey('sponsor/list', query))).toBeUndefined();
  });

  it('is not used once stale: a later visit asks the server again', () => {
    const key = prefetchKey('contact/list', { ...query, limit: 10 });
    prefetch(key, async () => ({ list: [], count: 0 }), 1_000);
    expect(takePrefetched(key, 12_000)).toBeUndefined();
  });

  it('keeps a failed answer for the list to report, without an unhandled rejection', async () => {
    const key = prefetchKey('contact/list', { ...query, limit: 50 });
    prefetch(key, () => Promise.reject(new Error('HTTP Error')));
    await expect(takePrefetched(key)).rejects.toThrow('HTTP Error');
  });
});

describe('an answer that has arrived', () => {
  const query = { page: 1, limit: 25, sort: 'first_name', order: 'asc' };

  it('is there at once for a screen’s first render, once; until it arrives the promise serves', async () => {
    const key = prefetchKey('contact/list', query);
    let answer!: (value: unknown) => void;
    prefetch(key, () => new Promise((resolve) => (answer = resolve)));
    expect(takeArrived(key)).toBeUndefined();
    answer({ list: [], count: 0 });
    await Promise.resolve();
    await Promise.resolve();
    expect(takeArrived(key)).toEqual({ list: [], count: 0 });
    expect(takeArrived(key)).toBeUndefined();
    expect(takePrefetched(key)).toBeUndefined();
  });

  it('is never a failure or a stale answer', async () => {
    const failed = prefetchKey('contact/list', { ...query, page: 3 });
    prefetch(failed, () => Promise.reject(new Error('HTTP Error')));
    await new Promise((resolve) => setTimeout(resolve));
    expect(takeArrived(failed)).toBeUndefined();
    await expect(takePrefetched(failed)).rejects.toThrow('HTTP Error');
    const old = prefetchKey('contact/list', { ...query, page: 4 });
    prefetch(old, async () => ({ list: [], count: 0 }), 1_000);
    await new Promise((resolve) => setTimeout(resolve));
    expect(takeArrived(old, 12_000)).toBeUndefined();
  });
});
