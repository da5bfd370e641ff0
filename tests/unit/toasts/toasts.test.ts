import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, dismissToast, showToast, TOAST_DURATION_MS } from '../../../lib/toasts/toasts.ts';

describe('toasts (docs/behaviour.md#messages, docs/behaviour.md#limits)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    $toasts.set([]);
  });
  afterEach(() => vi.useRealTimers());

  it('shows each of the four kinds with its message and returns its id', () => {
    const ids = (['error', 'success', 'info', 'warning'] as const).map((type) => showToast(type, `${type}!`));
    expect(new Set(ids).size).toBe(4);
    expect($toasts.get()).toEqual([
      { id: ids[0], type: 'error', message: 'error!' },
      { id: ids[1], type: 'success', message: 'success!' },
      { id: ids[2], type: 'info', message: 'info!' },
      { id: ids[3], type: 'warning', message: 'warning!' },
    ]);
  });

  it('dismisses itself after 5000 ms by default', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    showToast('info', 'Saved');
    vi.advanceTimersByTime(4999);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });

  it('honours a custom lifetime, and stays with a lifetime of 0', () => {
    showToast('info', 'short', 100);
    showToast('info', 'sticky', 0);
    vi.advanceTimersByTime(60_000);
    expect($toasts.get().map((toast) => toast.message)).toEqual(['sticky']);
  });

  it('is dismissed by id, leaving the others', () => {
    const first = showToast('error', 'one');
    showToast('error', 'two');
    dismissToast(first);
    expect($toasts.get().map((toast) => toast.message)).toEqual(['two']);
  });

  it('ignores dismissing an unknown id without notifying listeners', () => {
    showToast('error', 'one');
    const listener = vi.fn();
    const stop = $toasts.listen(listener);
    dismissToast('toast-unknown');
    stop();
    expect(listener).not.toHaveBeenCalled();
  });
});
