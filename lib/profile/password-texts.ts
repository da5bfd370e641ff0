import { defineTexts, type TextsOf, englishOf } from '../i18n/catalog.ts';

// What the one-time password screen's change says when it fails (lib/profile/password-change.ts;
// docs/behaviour.md#validation quotes the English). The screen (elements/auth-form/password-change-screen.tsx)
// passes them in its language.
export const en = {
  fillAll: 'Please fill in all fields',
  passwordsDiffer: 'The new password and its confirmation differ',
  sameAsOneTime: 'Choose a new password, not the one-time password',
  changeFailed: 'Failed to change the password',
};

export const passwordTexts = defineTexts('password-change', en, {
  es: () => import('./password-texts.es.ts'),
});

export type PasswordTexts = TextsOf<typeof passwordTexts>;

/** The English texts, which lib code falls back to when a caller passes none. */
export const passwordEnglish = englishOf(passwordTexts);
