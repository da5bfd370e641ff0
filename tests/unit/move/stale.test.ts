import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { refusedAsStale } from '../../../lib/move/stale.ts';
import { $tasks } from '../../../lib/tasks/tasks.ts';
import { $toasts } from '../../../lib/toasts/toasts.ts';

const said = () => $toasts.get().map(({ type, message }) => [type, message]);
const record = (current: Record<string, unknown>) => (current.id === 7 ? current : undefined);

describe('a move refused as stale (docs/behaviour.md#conflicts)', () => {
  beforeEach(() => {
    $toasts.set([]);
    $tasks.set([]);
  });

  it('says the view’s sentence and gives the server’s version', () => {
    const error = new ApiError('Conflict', 'Someone else changed this', 409, { id: 7, day: '2026-11-12' });
    expect(refusedAsStale(error, 'The calendar now shows their version.', record)).toEqual({
      id: 7,
      day: '2026-11-12',
    });
    expect(said()).toEqual([['warning', 'The calendar now shows their version.']]);
  });

  it('shows any other refusal as the API’s error, and a 409 without what the view reads too', () => {
    const sent = new ApiError('Conflict', 'This broadcast was sent: it is read-only', 409);
    expect(refusedAsStale(sent, 'unused', record)).toBeUndefined();
    const other = new ApiError('Conflict', 'A different record', 409, { id: 8 });
    expect(refusedAsStale(other, 'unused', record)).toBeUndefined();
    expect(
      refusedAsStale(new ApiError('Bad Request', 'position: bad', 400), 'unused', record),
    ).toBeUndefined();
    expect(said().map(([type]) => type)).toEqual(['error', 'error', 'error']);
    expect(said().some(([, message]) => message === 'unused')).toBe(false);
  });
});
