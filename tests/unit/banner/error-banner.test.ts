import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $errorBanner,
  clearErrorBanner,
  ERROR_BANNER_DURATION_MS,
  showErrorBanner,
} from '../../../lib/banner/error-banner.ts';
import { $toasts } from '../../../lib/toasts/toasts.ts';

describe('error banner (docs/behaviour.md#messages, docs/behaviour.md#limits)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearErrorBanner();
    $toasts.set([]);
  });
  afterEach(() => vi.useRealTimers());

  it("shows the message as the form's one display of it: no error toast besides", () => {
    showErrorBanner('Failed to update user information');
    expect($errorBanner.get()).toBe('Failed to update user information');
    expect($toasts.get()).toEqual([]);
  });

  it('hides after 5000 ms by default', () => {
    expect(ERROR_BANNER_DURATION_MS).toBe(5000);
    showErrorBanner('Oops');
    vi.advanceTimersByTime(4999);
    expect($errorBanner.get()).toBe('Oops');
    vi.advanceTimersByTime(1);
    expect($errorBanner.get()).toBeNull();
  });

  it('honours a custom duration', () => {
    showErrorBanner('Oops', 200);
    vi.advanceTimersByTime(200);
    expect($errorBanner.get()).toBeNull();
  });

  it('gives a newer message its full time', () => {
    showErrorBanner('first');
    vi.advanceTimersByTime(4000);
    showErrorBanner('second');
    vi.advanceTimersByTime(4000);
    expect($errorBanner.get()).toBe('second');
    vi.advanceTimersByTime(1000);
    expect($errorBanner.get()).toBeNull();
  });

  it('clears at once, and an old timer does not clear a later message', () => {
    showErrorBanner('first');
    clearErrorBanner();
    expect($errorBanner.get()).toBeNull();
    showErrorBanner('second', 10_000);
    vi.advanceTimersByTime(5000);
    expect($errorBanner.get()).toBe('second');
  });
});
