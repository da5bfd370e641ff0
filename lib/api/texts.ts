import { params } from '@nanostores/i18n';
import { defineTexts, type TextsOf } from '../i18n/catalog.ts';
import { BASE_LOCALE, type Locale } from '../i18n/locales.ts';
import { resolveLocale } from '../i18n/resolve.ts';
import type { ErrorCode } from '../protocol/error-codes.ts';
import { errorTextsSlot } from './error-texts-slot.ts';

// The text of each code an API error carries (lib/protocol/error-codes.ts), shown instead of the English
// detail in any language but English, whose toast stays as docs/behaviour.md#messages quotes it.
export const en = {
  required: params('{field}: Required'),
  too_long: params('{field}: Use at most {max} characters'),
  too_short: params('{field}: Use at least {min} characters'),
  too_many: params('{field}: Use at most {max} items'),
  too_few: params('{field}: Add at least {min} items'),
  too_big: params('{field}: Enter {max} or less'),
  too_small: params('{field}: Enter {min} or more'),
  invalid_email: params('{field}: Invalid email'),
  invalid_format: params('{field}: Check the format'),
  invalid_type: params('{field}: Check this value'),
  invalid_choice: params('{field}: Choose one of {values}'),
  unknown_field: params('Leave out {keys}: not accepted here'),
  invalid_value: params('{field}: Check this value'),
  bad_request: 'The request could not be read',
  unauthorized: 'Sign in to continue',
  session_ended: 'Your session has ended: sign in again',
  invalid_login: 'Invalid email or password',
  invalid_code: 'Invalid code',
  passkey_refused: 'That passkey was not accepted',
  forbidden: 'You may not do this',
  level_required: params('This needs access level {level}'),
  second_factor_required: 'Set up a second sign-in step to continue',
  password_change_required: 'Change your password to continue',
  not_found: 'Not found, or not yours to see',
  method_not_allowed: 'This call is made another way',
  conflict: 'This clashes with what is stored',
  email_taken: 'That email address is already in use',
  stale: 'Someone else changed this since you opened it: compare, then save again',
  too_large: 'This is too large',
  throttled: params('Too many attempts: try again in {minutes} min'),
  server_error: 'Something went wrong on the server',
  bad_gateway: 'A connected service answered with an error',
  unavailable: 'The service cannot be reached: try again shortly',
} satisfies Record<ErrorCode, unknown>;

export const apiErrorTexts = defineTexts('api-errors', en, { es: () => import('./texts.es.ts') });

export type ApiErrorTexts = TextsOf<typeof apiErrorTexts>;

// The error texts of the page's language (lib/i18n/resolve.ts from its root), none in English.
errorTextsSlot.page = () => {
  const locale = resolveLocale(document.documentElement);
  return locale === BASE_LOCALE ? undefined : apiErrorTexts(locale).get();
};

/** Loads the error texts of an element's language and keeps them, so that the first error finds them in. */
export const keepErrorTexts = (locale: Locale): (() => void) => apiErrorTexts(locale).listen(() => {});
