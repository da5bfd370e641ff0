import { describe, expect, it } from 'vitest';
import {
  $leaveQuestion,
  confirmLeave,
  hasUnsaved,
  setUnsaved,
} from '../../../lib/resource-views/unsaved-guard.ts';
import { $location, navigate } from '../../../lib/routing/navigation.ts';

describe('the unsaved-changes guard', () => {
  it('lets navigation go at once with nothing unsaved, and asks first otherwise', async () => {
    navigate('/contact/list');
    expect($location.get().pathname).toBe('/contact/list');
    setUnsaved('form', true);
    navigate('/dashboard');
    expect($location.get().pathname).toBe('/contact/list');
    $leaveQuestion.get()!.answer(false);
    await Promise.resolve();
    expect($location.get().pathname).toBe('/contact/list');
    expect(hasUnsaved()).toBe(true);

    navigate('/dashboard');
    $leaveQuestion.get()!.answer(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect($location.get().pathname).toBe('/dashboard');
    expect(hasUnsaved()).toBe(false);
    expect(await confirmLeave()).toBe(true);
  });
});
