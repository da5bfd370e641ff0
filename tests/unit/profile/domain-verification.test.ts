import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import {
  canMarkVerified,
  createDomainActions,
  domainSteps,
} from '../../../lib/profile/domain-verification.ts';
import { fakeCall } from '../fake-call.ts';
import { USER_INFO } from '../session/user-info.ts';

const STATUS = {
  account_id: 4,
  domain: 'rodeo.example',
  verified: false,
  verified_at: null,
  verified_by: null,
  token: 'a'.repeat(32),
  url: 'https://rodeo.example/.well-known/console-domain-verification.txt',
};

describe('the unverified-domain notice (docs/security.md)', () => {
  it('gives the token, the address and what to press, in order', () => {
    expect(domainSteps(STATUS)).toEqual([
      { text: 'Create a plain text file that holds only this token:', code: STATUS.token, codeName: 'Token' },
      { text: 'Publish it on the domain over https at this address:', code: STATUS.url, codeName: 'Address' },
      { text: expect.stringMatching(/^Press Verify/) },
    ]);
    expect(canMarkVerified(9)).toBe(true);
    expect(canMarkVerified(7)).toBe(false);
  });

  it('verifies, toasts and re-reads the user; a refusal comes back as the message to show', async () => {
    const verified = { ...STATUS, verified: true, verified_by: 'https' };
    const ok = fakeCall({ 'account/verify_domain': verified, 'account/domain_status': STATUS });
    const refreshUser = vi.fn(async () => undefined);
    const toast = vi.fn();
    const actions = createDomainActions({ call: ok.call, refreshUser, currentUser: () => USER_INFO, toast });
    expect(await actions.load()).toEqual({ ok: true, status: STATUS });
    expect(toast).not.toHaveBeenCalled();
    expect(await actions.verify()).toEqual({ ok: true, status: verified });
    expect(toast).toHaveBeenCalledWith('success', 'Domain verified');
    expect(refreshUser).toHaveBeenCalledWith(USER_INFO.email);

    const refused = fakeCall({
      'account/mark_domain_verified': () => {
        throw new ApiError('Conflict', 'That domain is verified by another account', 409);
      },
    });
    const failing = createDomainActions({
      call: refused.call,
      refreshUser,
      currentUser: () => USER_INFO,
      toast,
    });
    expect(await failing.markVerified(4)).toEqual({
      ok: false,
      error: 'That domain is verified by another account',
    });
    expect(refused.calls[0]).toMatchObject({ input: { account_id: 4 }, report: false });
  });
});
