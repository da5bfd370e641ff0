import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { errorTextsSlot } from '../../../lib/api/error-texts-slot.ts';
import spanish from '../../../lib/api/texts.es.ts';
import { apiErrorTexts } from '../../../lib/api/texts.ts';
import { createProfileActions } from '../../../lib/profile/profile-actions.ts';
import { userFormValues } from '../../../lib/profile/user-form.ts';
import { fakeCall } from '../fake-call.ts';
import { USER_INFO } from '../session/user-info.ts';

// Importing the texts fills the slot with the page's language, which a test without a page has not: English.
errorTextsSlot.page = undefined;

/** A stale save's 409, as the server words it (docs/behaviour.md#conflicts). */
const STALE =
  'Someone else changed this since you opened it: compare their changes with yours, then save again';

function setup(answers: Record<string, unknown>) {
  const api = fakeCall(answers);
  let current = { ...USER_INFO };
  const refreshUser = vi.fn(async (email: string) => {
    current = { ...current, email, first_name: 'Re-read' };
  });
  const toast = vi.fn();
  const showBanner = vi.fn();
  const actions = createProfileActions({
    call: api.call,
    passhash: async (password) => `hash:${password}`.padEnd(64, '0').replace(/[^0-9a-f]/g, 'a'),
    refreshUser,
    currentUser: () => current,
    toast,
    showBanner,
  });
  return { ...api, actions, refreshUser, toast, showBanner };
}

const form = (patch = {}) => ({ ...userFormValues(USER_INFO), ...patch });
const refused = () => {
  throw new ApiError('Forbidden', 'account/update needs access level 5', 403);
};

describe('saving the user (docs/behaviour.md#screens, docs/behaviour.md#states, docs/behaviour.md#messages)', () => {
  it('sends the update, re-reads by the new email, toasts, returns the stored user', async () => {
    const { actions, calls, refreshUser, toast, showBanner } = setup({ 'user/update': USER_INFO });
    const result = await actions.saveUser(form({ email: 'new@example.com', currentPassword: 'old' }));
    expect(calls[0]).toMatchObject({ name: 'user/update', report: false });
    expect(calls[0]!.input).not.toHaveProperty('passhash');
    expect((calls[0]!.input as { current_passhash: string }).current_passhash).toHaveLength(64);
    expect(refreshUser).toHaveBeenCalledWith('new@example.com');
    expect(toast).toHaveBeenCalledWith('success', 'User information updated successfully');
    expect(showBanner).not.toHaveBeenCalled();
    expect(result).toMatchObject({ ok: true, user: { first_name: 'Re-read' } });
  });

  it('hashes a new password and the current one as at sign-in; blank ones are not sent', async () => {
    const { actions, calls } = setup({ 'user/update': USER_INFO });
    await actions.saveUser(form({ password: 'secret', confirmPassword: 'secret', currentPassword: 'old' }));
    const sent = calls[0]!.input as { passhash: string; current_passhash: string };
    expect(sent.passhash).toHaveLength(64);
    expect(sent.current_passhash).toHaveLength(64);
    expect(sent.current_passhash).not.toBe(sent.passhash);
    await actions.saveUser(form({ currentPassword: 'typed but not needed' }));
    expect(calls[1]!.input).not.toHaveProperty('passhash');
    expect(calls[1]!.input).not.toHaveProperty('current_passhash');
  });

  it('asks for the current password with a new password or a changed email, before sending', async () => {
    const { actions, calls, showBanner } = setup({});
    for (const patch of [
      { password: 'secret', confirmPassword: 'secret' },
      { email: 'elsewhere@example.com' },
    ]) {
      expect(await actions.saveUser(form(patch))).toEqual({
        ok: false,
        error: 'Enter your current password to change your password or email',
      });
    }
    expect(calls).toEqual([]);
    expect(showBanner).toHaveBeenCalledWith('Enter your current password to change your password or email');
  });

  it('shows a check failure in the banner without sending anything', async () => {
    const { actions, calls, showBanner } = setup({});
    expect(await actions.saveUser(form({ firstName: '' }))).toEqual({
      ok: false,
      error: 'First name is required',
    });
    expect(calls).toEqual([]);
    expect(showBanner).toHaveBeenCalledWith('First name is required');
  });

  it("shows the server's message, or 'Failed to update user information' when it gave none", async () => {
    const conflict = setup({
      'user/update': () => {
        throw new ApiError('Conflict', 'That email address is already in use', 409);
      },
    });
    await conflict.actions.saveUser(form());
    expect(conflict.showBanner).toHaveBeenCalledWith('That email address is already in use');
    expect(conflict.toast).not.toHaveBeenCalled();
    const silent = setup({
      'user/update': () => {
        throw new Error('');
      },
    });
    await silent.actions.saveUser(form());
    expect(silent.showBanner).toHaveBeenCalledWith('Failed to update user information');
  });
});

describe('a save based on an older version (docs/behaviour.md#conflicts)', () => {
  const stale = () => {
    throw new ApiError('Conflict', STALE, 409, {
      ...USER_INFO,
      first_name: 'Theirs',
    });
  };

  it('sends the version read, and on a 409 re-reads the saved values for the form’s merge, keeping what was typed', async () => {
    const { actions, calls, refreshUser, showBanner, toast } = setup({
      'user/update': stale,
      'account/update': stale,
    });
    const typed = form({ firstName: 'Mine' });
    const reread = { ...USER_INFO, first_name: 'Re-read' };
    // The merge view says what happened: no banner on top of it.
    expect(await actions.saveUser(typed)).toEqual({ ok: false, error: STALE, current: reread });
    expect(calls[0]!.input).toMatchObject({ updated_at: USER_INFO.updated_at, first_name: 'Mine' });
    expect(refreshUser).toHaveBeenCalledWith(USER_INFO.email);
    expect(showBanner).not.toHaveBeenCalled();
    expect(typed.firstName).toBe('Mine');
    const account = { accountName: 'Mine', domain: 'acme.test', description: '' };
    expect(await actions.saveAccount(account)).toEqual({ ok: false, error: STALE, current: reread });
    expect(refreshUser).toHaveBeenCalledTimes(2);
    expect(toast).not.toHaveBeenCalled();
  });

  it('a 409 whose saved values cannot be re-read says so in the banner, with nothing to merge', async () => {
    const { actions, refreshUser, showBanner } = setup({ 'user/update': stale });
    refreshUser.mockRejectedValueOnce(new Error('offline'));
    expect(await actions.saveUser(form())).toEqual({ ok: false, error: STALE });
    expect(showBanner).toHaveBeenCalledWith(STALE);
  });

  it('a 409 without the current record (a taken email) is not a stale save', async () => {
    const { actions, refreshUser } = setup({
      'user/update': () => {
        throw new ApiError('Conflict', 'That email address is already in use', 409);
      },
    });
    await actions.saveUser(form());
    expect(refreshUser).not.toHaveBeenCalled();
  });
});

describe('saving the account (docs/behaviour.md#screens, docs/behaviour.md#records, docs/behaviour.md#messages)', () => {
  const values = { accountName: 'Acme Rodeo', domain: 'acme.test', description: '' };

  it('sends the account edit payload, re-reads the user, toasts', async () => {
    const { actions, calls, refreshUser, toast } = setup({ 'account/update': {} });
    expect((await actions.saveAccount(values)).ok).toBe(true);
    expect(calls[0]!.input).toEqual({
      user_id: 12,
      account_id: 3,
      updated_at: USER_INFO.account_updated_at,
      account_name: 'Acme Rodeo',
      domain: 'acme.test',
      description: null,
    });
    expect(refreshUser).toHaveBeenCalledWith('ada@example.com');
    expect(toast).toHaveBeenCalledWith('success', 'Account information updated successfully');
  });

  it('never fails silently: a refusal shows the server’s reason', async () => {
    const { actions, showBanner, refreshUser } = setup({ 'account/update': refused });
    expect(await actions.saveAccount(values)).toEqual({
      ok: false,
      error: 'account/update needs access level 5',
    });
    expect(showBanner).toHaveBeenCalledWith('account/update needs access level 5');
    expect(refreshUser).not.toHaveBeenCalled();
  });

  it('requires account name and domain', async () => {
    const { actions, showBanner } = setup({});
    await actions.saveAccount({ ...values, domain: ' ' });
    expect(showBanner).toHaveBeenCalledWith('Domain is required');
  });
});

describe('a refused save in another language (docs/behaviour.md#messages)', () => {
  it("shows the refusal's code in the page's words, not the server's English detail", async () => {
    // The Spanish error texts as a page showing Spanish has them: its file loaded into the store.
    const store = apiErrorTexts('es');
    store.listen(() => {});
    await vi.waitFor(() => expect(store.get().forbidden).toBe(spanish.forbidden));
    errorTextsSlot.page = () => store.get();
    try {
      const { actions, showBanner } = setup({
        'user/update': () => {
          throw new ApiError('Forbidden', 'user/update needs access level 5', 403, undefined, {
            code: 'level_required',
            params: { level: 5 },
          });
        },
      });
      const result = await actions.saveUser(form({ currentPassword: 'old' }));
      const said = store.get().level_required({ level: 5 });
      expect(said).toBe(spanish.level_required.replace('{level}', '5'));
      expect(result).toMatchObject({ ok: false, error: said });
      expect(showBanner).toHaveBeenCalledWith(said);
    } finally {
      errorTextsSlot.page = undefined;
    }
  });
});
