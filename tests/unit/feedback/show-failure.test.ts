import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failureHome, showFailure } from '../../../lib/feedback/show-failure.ts';
import { $toasts } from '../../../lib/toasts/toasts.ts';

describe('errors show once (docs/behaviour.md#states)', () => {
  beforeEach(() => $toasts.set([]));

  it('shows a failure with a form on the form only', () => {
    const form = vi.fn();
    expect(showFailure('Please correct the highlighted fields', form)).toBe('form');
    expect(form).toHaveBeenCalledExactlyOnceWith('Please correct the highlighted fields');
    expect($toasts.get()).toEqual([]);
  });

  it('shows a failure of an action with no form as one error toast', () => {
    expect(showFailure('Not allowed')).toBe('toast');
    expect($toasts.get()).toEqual([{ id: expect.any(String), type: 'error', message: 'Not allowed' }]);
  });

  it('decides the home from the form alone', () => {
    expect(failureHome(() => undefined)).toBe('form');
    expect(failureHome(undefined)).toBe('toast');
  });
});
