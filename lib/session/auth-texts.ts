import { defineTexts, type TextsOf, englishOf } from '../i18n/catalog.ts';
import type { Locale } from '../i18n/locales.ts';
import { checkTexts } from '../forms/check-texts.ts';

// What the sign-in, registration and second step say (lib/session/auth-actions.ts; docs/behaviour.md#messages
// quotes the English word for word). They load with the sign-in flows, not with the form's first paint: the
// form keeps them loaded in its language while it is on screen (keepAuthTexts) and the flows read them.
export const en = {
  loginFailed: 'Invalid email or password',
  registrationFailed: 'Registration failed. Please try again.',
  registrationSucceeded: 'Registration successful!',
  // What a page's own form that knows nothing of second steps shows (elements/kit/auth-api.ts).
  secondStepNeeded: 'Enter the code from your authenticator app',
  // second_factor/verify's 401s (lib/protocol/second-step.ts), said in the form's language.
  signInExpired: 'The sign-in has expired: sign in again',
  invalidCode: 'Invalid code',
  // A page set up wrong (lib/api/setup-error.ts): one line for the panel; its developer reads the browser console.
  missingSiteToken:
    'This page gives the console no site token. Nobody can sign in on this page until its developer fixes it (see the browser console).',
  originNotAllowed:
    "The console's server does not accept calls from this page's origin. Nobody can sign in on this page until its developer fixes it (see the browser console).",
};

export const authResultTexts = defineTexts('sign-in-results', en, { es: () => import('./auth-texts.es.ts') });

export type AuthResultTexts = TextsOf<typeof authResultTexts>;

/** The English texts, which lib code falls back to when a caller passes none. */
export const authEnglish = englishOf(authResultTexts);

/**
 * Loads the texts of a language and keeps them until released, so that a result finds them in: the
 * results' and the form checks' (lib/forms/check-texts.ts).
 */
export function keepAuthTexts(locale: Locale): () => void {
  const stops = [authResultTexts(locale).listen(() => {}), checkTexts(locale).listen(() => {})];
  return () => stops.forEach((stop) => stop());
}

/** The texts of a language as they are now: English until its file is in (keepAuthTexts loads it). */
export const authTextsIn = (locale: Locale): AuthResultTexts => authResultTexts(locale).get();
