import { validateProfile } from '../forms/validation.ts';
import { checkEnglish, type CheckTexts } from '../forms/check-texts.ts';
import { formatPhone, phoneDigits } from '../format/phone.ts';
import type { RequestOf } from '../protocol/command.ts';
import { PHONE_DIGITS } from '../protocol/fields.ts';
import type { userCommands, UserInfo } from '../protocol/user.ts';
import { profileEnglish, type ProfileTexts } from './profile-texts.ts';
import type { PhoneSlot } from './user-view.ts';

export interface PhoneValues {
  phone: string;
  label: string;
  textable: boolean;
}

/** What the profile edit form holds (docs/behaviour.md#screens), the password in clear until it is hashed on save. */
export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  /** Blank keeps the current password. */
  password: string;
  /** The new password typed again: it must match before anything is sent. */
  confirmPassword: string;
  /** Asked for, and sent, only with a new password or a changed email (docs/security.md). */
  currentPassword: string;
  primary: PhoneValues;
  secondary: PhoneValues;
}

export type UserUpdateInput = RequestOf<typeof userCommands.update>;

const phoneValues = (user: Partial<UserInfo>, slot: PhoneSlot): PhoneValues => ({
  phone: formatPhone(user[`${slot}_phone`] ?? ''),
  label: user[`${slot}_phone_label`] ?? '',
  textable: user[`${slot}_phone_textable`] === 1,
});

/** The form's starting values: the signed-in user as last read. */
export const userFormValues = (user: Partial<UserInfo>): UserFormValues => ({
  firstName: user.first_name ?? '',
  lastName: user.last_name ?? '',
  email: user.email ?? '',
  password: '',
  confirmPassword: '',
  currentPassword: '',
  primary: phoneValues(user, 'primary'),
  secondary: phoneValues(user, 'secondary'),
});

/**
 * The server asks the current password of anyone changing their own password or email, so that a
 * borrowed session cannot take the account over: the form asks for it as soon as either is typed.
 */
export const needsCurrentPassword = (values: UserFormValues, savedEmail: string | undefined): boolean =>
  values.password !== '' || values.email.trim().toLowerCase() !== (savedEmail ?? '').trim().toLowerCase();

/**
 * The confirmation field's error: a new password typed again differently (blank while nothing is typed).
 * Each check here says its error in the texts passed (lib/profile/profile-texts.ts), English when none are.
 */
export const confirmationError = (
  values: Pick<UserFormValues, 'password' | 'confirmPassword'>,
  t: ProfileTexts = profileEnglish(),
): string | null =>
  values.password !== '' && values.confirmPassword !== values.password ? t.passwordsDiffer : null;

/** docs/behaviour.md#validation's profile rules, the new password's confirmation, the current password when needed, then a phone is empty or all 10 digits. */
export function validateUserForm(
  values: UserFormValues,
  savedEmail: string | undefined,
  t: ProfileTexts = profileEnglish(),
  checks: CheckTexts = checkEnglish(),
): string | null {
  const problem = validateProfile(values, checks);
  if (problem) return problem;
  const confirmation = confirmationError(values, t);
  if (confirmation) return confirmation;
  if (needsCurrentPassword(values, savedEmail) && !values.currentPassword) return t.currentPasswordNeeded;
  const tooShort = { primary: t.primaryPhoneDigits, secondary: t.secondaryPhoneDigits };
  for (const slot of ['primary', 'secondary'] as const) {
    const digits = phoneDigits(values[slot].phone).length;
    if (digits > 0 && digits < PHONE_DIGITS) return tooShort[slot]({ digits: PHONE_DIGITS });
  }
  return null;
}

// An empty phone takes its label and textable flag with it: the form disables both while it is empty.
const phoneInput = (slot: PhoneSlot, { phone, label, textable }: PhoneValues) => {
  const empty = phoneDigits(phone) === '';
  return {
    [`${slot}_phone`]: empty ? null : formatPhone(phone),
    [`${slot}_phone_label`]: empty || !label.trim() ? null : label.trim(),
    [`${slot}_phone_textable`]: !empty && textable ? 'true' : 'false',
  };
};

/**
 * The user/update request of a valid form, based on the user as read; `passhash` only when a new password was typed, and
 * `current_passhash` only when the change needs it.
 */
export const userUpdateInput = (
  user: Partial<UserInfo>,
  values: UserFormValues,
  passhash?: string,
  currentPasshash?: string,
): UserUpdateInput =>
  ({
    user_id: user.user_id,
    // The version the form was based on (docs/behaviour.md#conflicts).
    updated_at: user.updated_at,
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    email: values.email.trim(),
    ...phoneInput('primary', values.primary),
    ...phoneInput('secondary', values.secondary),
    ...(passhash ? { passhash } : {}),
    ...(currentPasshash ? { current_passhash: currentPasshash } : {}),
  }) as UserUpdateInput;
