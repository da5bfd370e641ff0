import { params } from '@nanostores/i18n';
import { defineTexts, type TextsOf, englishOf } from '../i18n/catalog.ts';

// What the profile's two saves say (lib/profile/profile-actions.ts, user-form.ts): their toasts and the
// errors of the error banner (docs/behaviour.md#messages and #validation quote the English word for word).
// Loaded with the edit forms, which pass them in the view's language.
export const en = {
  userUpdateFailed: 'Failed to update user information',
  accountUpdateFailed: 'Failed to update account information',
  userUpdated: 'User information updated successfully',
  accountUpdated: 'Account information updated successfully',
  noUser: 'No signed-in user',
  passwordsDiffer: 'The new password and its confirmation differ',
  currentPasswordNeeded: 'Enter your current password to change your password or email',
  primaryPhoneDigits: params('Primary phone must have {digits} digits'),
  secondaryPhoneDigits: params('Secondary phone must have {digits} digits'),
};

export const profileTexts = defineTexts('profile-saves', en, { es: () => import('./profile-texts.es.ts') });

export type ProfileTexts = TextsOf<typeof profileTexts>;

/** The English texts, which lib code falls back to when a caller passes none. */
export const profileEnglish = englishOf(profileTexts);
