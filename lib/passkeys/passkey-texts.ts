import { defineTexts, type TextsOf, englishOf } from '../i18n/catalog.ts';

// What a passkey's prompt and sign-in say when they fail (lib/passkeys/ceremonies.ts, second-step.ts,
// sign-in.ts; docs/security.md "Passkeys"). The views that offer a passkey pass them in their language.
export const en = {
  cancelled: 'No passkey was used: the request was cancelled or timed out.',
  unavailable: 'This browser cannot use a passkey here.',
  stepRefused: 'That passkey is not one of yours here. Try another, or use a code.',
  signInFailed: 'That passkey did not sign you in. Try again, or use your password.',
};

export const passkeyTexts = defineTexts('passkey-results', en, { es: () => import('./passkey-texts.es.ts') });

export type PasskeyTexts = TextsOf<typeof passkeyTexts>;

/** The English texts, which lib code falls back to when a caller passes none. */
export const passkeyEnglish = englishOf(passkeyTexts);
