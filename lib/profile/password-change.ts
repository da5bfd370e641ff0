import type { CallCommand } from '../api/client.ts';
import { failureReason } from '../format/failure-reason.ts';
import { passwordTooShort } from '../forms/validation.ts';
import { checkEnglish, type CheckTexts } from '../forms/check-texts.ts';
import { PASSWORD_MIN } from '../protocol/fields.ts';
import { userCommands, type UserInfo } from '../protocol/user.ts';
import { isStale } from '../api/api-error.ts';
import { passwordEnglish, type PasswordTexts } from './password-texts.ts';

/** The screen a one-time password leads to (npm run create-admin; docs/security.md). */
export interface PasswordChangeValues {
  current: string;
  next: string;
  confirm: string;
}

/** What is wrong with the values, in the texts passed (lib/profile/password-texts.ts), English when none. */
export function validatePasswordChange(
  { current, next, confirm }: PasswordChangeValues,
  t: PasswordTexts = passwordEnglish(),
  checks: CheckTexts = checkEnglish(),
): string | null {
  if (!current || !next || !confirm) return t.fillAll;
  if (next.length < PASSWORD_MIN) return passwordTooShort(checks);
  if (next !== confirm) return t.passwordsDiffer;
  if (next === current) return t.sameAsOneTime;
  return null;
}

export interface PasswordChangeDeps {
  call: CallCommand;
  passhash: (password: string) => Promise<string>;
  refreshUser: (email: string) => Promise<void>;
  currentUser: () => Partial<UserInfo> | null;
}

/**
 * Sends the new password with the one-time one as proof, then re-reads the user: once the server has
 * cleared `reset_required`, the console shows itself. Returns the message to show, or null on success.
 */
export async function changeOwnPassword(
  deps: PasswordChangeDeps,
  values: PasswordChangeValues,
  t: PasswordTexts = passwordEnglish(),
  checks: CheckTexts = checkEnglish(),
): Promise<string | null> {
  const problem = validatePasswordChange(values, t, checks);
  if (problem) return problem;
  const user = deps.currentUser();
  if (!user?.user_id || !user.email) return t.changeFailed;
  try {
    const [passhash, current] = await Promise.all([
      deps.passhash(values.next),
      deps.passhash(values.current),
    ]);
    await deps.call(
      userCommands.update,
      { user_id: user.user_id, updated_at: user.updated_at ?? '', passhash, current_passhash: current },
      { report: false },
    );
    await deps.refreshUser(user.email);
    return null;
  } catch (error) {
    // Saved meanwhile by someone else: the next try is based on their version.
    if (isStale(error)) await deps.refreshUser(user.email).catch(() => undefined);
    return failureReason(error, t.changeFailed);
  }
}
