import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { changeOwnPassword, validatePasswordChange } from '../../../lib/profile/password-change.ts';
import { passwordTooShort } from '../../../lib/forms/validation.ts';
import { fakeCall } from '../fake-call.ts';
import { USER_INFO } from '../session/user-info.ts';

/** A stale save's 409, as the server words it (docs/behaviour.md#conflicts). */
const STALE =
  'Someone else changed this since you opened it: compare their changes with yours, then save again';

const hash = async (text: string) => text.padEnd(64, '0').replace(/[^0-9a-f]/g, 'a');

describe('the one-time password screen (docs/security.md)', () => {
  it('checks what was typed before sending anything', () => {
    expect(validatePasswordChange({ current: '', next: 'abcd', confirm: 'abcd' })).toBe(
      'Please fill in all fields',
    );
    expect(validatePasswordChange({ current: 'x', next: 'abc', confirm: 'abc' })).toBe(passwordTooShort());
    expect(validatePasswordChange({ current: 'x', next: 'abcd', confirm: 'abce' })).toBe(
      'The new password and its confirmation differ',
    );
    expect(validatePasswordChange({ current: 'abcd', next: 'abcd', confirm: 'abcd' })).toBe(
      'Choose a new password, not the one-time password',
    );
    expect(validatePasswordChange({ current: 'x', next: 'abcd', confirm: 'abcd' })).toBeNull();
  });

  it('sends the new password with the one-time one as proof, then re-reads the user', async () => {
    const { call, calls } = fakeCall({ 'user/update': USER_INFO });
    const refreshUser = vi.fn(async () => undefined);
    const deps = { call, passhash: hash, refreshUser, currentUser: () => USER_INFO };
    expect(
      await changeOwnPassword(deps, { current: 'c0ffee', next: 'beef42', confirm: 'beef42' }),
    ).toBeNull();
    expect(calls[0]).toMatchObject({
      name: 'user/update',
      report: false,
      input: {
        user_id: USER_INFO.user_id,
        updated_at: USER_INFO.updated_at,
        passhash: await hash('beef42'),
        current_passhash: await hash('c0ffee'),
      },
    });
    expect(refreshUser).toHaveBeenCalledWith(USER_INFO.email);
  });

  it("shows the server's refusal", async () => {
    const { call } = fakeCall({
      'user/update': () => {
        throw new ApiError('Forbidden', 'Current password is incorrect', 403);
      },
    });
    const deps = { call, passhash: hash, refreshUser: async () => undefined, currentUser: () => USER_INFO };
    expect(await changeOwnPassword(deps, { current: 'a', next: 'bbbb', confirm: 'bbbb' })).toBe(
      'Current password is incorrect',
    );
  });

  it('a save based on an older version re-reads the user and asks to save again (docs/behaviour.md#conflicts)', async () => {
    const { call } = fakeCall({
      'user/update': () => {
        throw new ApiError('Conflict', STALE, 409, USER_INFO);
      },
    });
    const refreshUser = vi.fn(async () => undefined);
    const deps = { call, passhash: hash, refreshUser, currentUser: () => USER_INFO };
    expect(await changeOwnPassword(deps, { current: 'a', next: 'bbbb', confirm: 'bbbb' })).toBe(STALE);
    expect(refreshUser).toHaveBeenCalledWith(USER_INFO.email);
  });
});
