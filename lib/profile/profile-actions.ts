import type { CallCommand } from '../api/client.ts';
import { failureReason } from '../format/failure-reason.ts';
import { validateAccount } from '../forms/validation.ts';
import { checkEnglish, type CheckTexts } from '../forms/check-texts.ts';
import { accountCommands } from '../protocol/account.ts';
import { userCommands, type UserInfo } from '../protocol/user.ts';
import { accountEditInput, type AccountFormValues } from './account-form.ts';
import { isStale } from '../api/api-error.ts';
import { profileEnglish, type ProfileTexts } from './profile-texts.ts';
import { needsCurrentPassword, userUpdateInput, validateUserForm, type UserFormValues } from './user-form.ts';

/**
 * A save's outcome. A stale one (a 409) carries the user's info as saved since, re-read, for the form's
 * field-by-field merge (docs/behaviour.md#conflicts).
 */
export type SaveResult =
  { ok: true; user: Partial<UserInfo> } | { ok: false; error: string; current?: Partial<UserInfo> };

export interface ProfileActionDeps {
  call: CallCommand;
  passhash: (password: string) => Promise<string>;
  /** docs/behaviour.md#states: re-reads the user by email and stores it as the session's userInfo. */
  refreshUser: (email: string) => Promise<void>;
  currentUser: () => Partial<UserInfo> | null;
  toast: (type: 'success', message: string) => void;
  /** The shared error banner: the form's one display of a failure (lib/feedback/show-failure.ts). */
  showBanner: (message: string) => void;
}

/**
 * Each save takes the texts of the form's language last (lib/profile/profile-texts.ts), English when none.
 *
 * The two saves of the profile page (docs/behaviour.md#screens, docs/behaviour.md#states, docs/behaviour.md#messages): check, send, re-read the user by email, toast. A
 * failure, the form's own checks included, goes to the error banner and is returned for the form.
 * Calls run with `report: false`: the banner is their one display.
 */
export function createProfileActions(deps: ProfileActionDeps) {
  async function save(
    problem: string | null,
    fallback: string,
    send: (user: Partial<UserInfo>) => Promise<string>,
    success: string,
    t: ProfileTexts,
  ): Promise<SaveResult> {
    const user = deps.currentUser();
    try {
      if (problem) throw new Error(problem);
      if (!user?.user_id) throw new Error(t.noUser);
      await deps.refreshUser(await send(user));
    } catch (error) {
      const message = await failureReason(error, fallback);
      // Saved meanwhile by someone else: the page reloads their version, which the next save is based on,
      // and the form shows their changes beside the user's instead of the banner.
      if (isStale(error) && user?.email) {
        const reloaded = await deps.refreshUser(user.email).then(
          () => true,
          () => false,
        );
        if (reloaded) return { ok: false, error: message, current: deps.currentUser() ?? user };
      }
      deps.showBanner(message);
      return { ok: false, error: message };
    }
    deps.toast('success', success);
    return { ok: true, user: deps.currentUser() ?? user };
  }

  /** A blank password keeps the current one; a new one, and the current one, are hashed as at sign-in. */
  const saveUser = (
    values: UserFormValues,
    t: ProfileTexts = profileEnglish(),
    checks: CheckTexts = checkEnglish(),
  ): Promise<SaveResult> =>
    save(
      validateUserForm(values, deps.currentUser()?.email, t, checks),
      t.userUpdateFailed,
      async (user) => {
        const hash = values.password ? await deps.passhash(values.password) : undefined;
        const current = needsCurrentPassword(values, user.email)
          ? await deps.passhash(values.currentPassword)
          : undefined;
        const input = userUpdateInput(user, values, hash, current);
        await deps.call(userCommands.update, input, { report: false });
        return input.email ?? values.email;
      },
      t.userUpdated,
      t,
    );

  /** The account shows from the user's info, so it is re-read the same way after the account save. */
  const saveAccount = (
    values: AccountFormValues,
    t: ProfileTexts = profileEnglish(),
    checks: CheckTexts = checkEnglish(),
  ): Promise<SaveResult> =>
    save(
      validateAccount(values, checks),
      t.accountUpdateFailed,
      async (user) => {
        const input = accountEditInput(
          {
            user_id: user.user_id!,
            account_id: user.account_id!,
            account_updated_at: user.account_updated_at!,
          },
          values,
        );
        await deps.call(accountCommands.update, input, { report: false });
        return user.email ?? '';
      },
      t.accountUpdated,
      t,
    );

  return { saveUser, saveAccount };
}
