import type { CallCommand } from '../api/client.ts';
import { failureText } from '../format/failure-text.ts';
import { PASSWORD_TOO_SHORT } from '../forms/validation.ts';
import { PASSWORD_MIN } from '../protocol/fields.ts';
import { userCommands, type UserInfo } from '../protocol/user.ts';
import { isStale } from '../api/api-error.ts';

/** The screen a one-time password leads to (npm run create-admin; docs/security.md). */
export interface PasswordChangeValues {
  current: string;
  next: string;
  confirm: string;
}

export const PASSWORD_CHANGE_FAILED = 'Failed to change the password';
export const PASSWORDS_DIFFER = 'The new password and its confirmation differ';
export const SAME_AS_ONE_TIME = 'Choose a new password, not the one-time password';

export function validatePasswordChange({ current, next, confirm }: PasswordChangeValues): string | null {
  if (!current || !next || !confirm) return 'Please fill in all fields';
  if (next.length < PASSWORD_MIN) return PASSWORD_TOO_SHORT;
  if (next !== confirm) return PASSWORDS_DIFFER;
  if (next === current) return SAME_AS_ONE_TIME;
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
): Promise<string | null> {
  const problem = validatePasswordChange(values);
  if (problem) return problem;
  const user = deps.currentUser();
  if (!user?.user_id || !user.email) return PASSWORD_CHANGE_FAILED;
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
    return failureText(error, PASSWORD_CHANGE_FAILED);
  }
}
