import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTimer, STATUS_PANEL_AUTO_CLOSE_MS } from '../../../lib/tasks/panel-auto-close.ts';

describe('status panel auto-close (docs/behaviour.md#states, docs/behaviour.md#limits)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires 5000 ms after it starts when nothing happens', () => {
    expect(STATUS_PANEL_AUTO_CLOSE_MS).toBe(5000);
    const onIdle = vi.fn();
    createIdleTimer(onIdle);
    vi.advanceTimersByTime(4999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('counts from the last activity', () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer(onIdle);
    vi.advanceTimersByTime(4000);
    timer.touch();
    vi.advanceTimersByTime(4000);
    timer.touch();
    vi.advanceTimersByTime(4999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('takes another delay and never fires once stopped', () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer(onIdle, 100);
    vi.advanceTimersByTime(100);
    expect(onIdle).toHaveBeenCalledOnce();
    const stopped = vi.fn();
    createIdleTimer(stopped, 100).stop();
    vi.advanceTimersByTime(1000);
    expect(stopped).not.toHaveBeenCalled();
    timer.stop();
  });
});
