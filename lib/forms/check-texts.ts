import { params } from '@nanostores/i18n';
import { defineTexts, type TextsOf, englishOf } from '../i18n/catalog.ts';
import type { Locale } from '../i18n/locales.ts';

// The banners of the sign-in, registration, profile and account forms (docs/behaviour.md#validation quotes
// the English word for word): lib/forms/validation.ts writes them with these.
export const en = {
  fillAll: 'Please fill in all fields',
  fillRequired: 'Please fill in all required fields',
  invalidEmail: 'Invalid email',
  passwordTooShort: params('Password must be at least {min} characters'),
  tooLong: params('{field} must be at most {max} characters'),
  firstName: 'First name',
  lastName: 'Last name',
  accountName: 'Account name',
  accountDescription: 'Account description',
  domain: 'Domain',
  description: 'Description',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  accountNameRequired: 'Account name is required',
  domainRequired: 'Domain is required',
};

export const checkTexts = defineTexts('form-checks', en, { es: () => import('./check-texts.es.ts') });

export type CheckTexts = TextsOf<typeof checkTexts>;

/** The English texts, which lib code falls back to when a caller passes none. */
export const checkEnglish = englishOf(checkTexts);

/** The texts of a language as they are now: English until its file is in. */
export const checkTextsIn = (locale: Locale): CheckTexts => checkTexts(locale).get();
