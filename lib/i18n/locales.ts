// The locales the kit ships (docs/architecture.md, texts and languages). en is the base every catalog is
// written in; en-XA and ar-XB are pseudo-locales generated from it (pseudo.ts), for tests only.
export const LOCALES = ['en', 'es', 'en-XA', 'ar-XB'] as const;

export type Locale = (typeof LOCALES)[number];

export const BASE_LOCALE: Locale = 'en';

/**
 * What a user may save as their language (the profile's Language setting): '' leaves it to the page and the
 * browser, else one of the real languages the kit ships (never a pseudo-locale).
 */
export const USER_LANGUAGES = ['', 'en', 'es'] as const satisfies readonly ('' | Locale)[];

export type UserLanguage = (typeof USER_LANGUAGES)[number];

export const isPseudoLocale = (locale: Locale): boolean => locale === 'en-XA' || locale === 'ar-XB';

/** A language tag as a shipped locale: exact ('en-XA'), else by its language ('es-MX' -> 'es'), else null. */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const lower = tag.trim().toLowerCase();
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split(/[-_]/)[0];
  return LOCALES.find((locale) => !isPseudoLocale(locale) && locale === language) ?? null;
}

export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar-XB' ? 'rtl' : 'ltr');

/** What Intl formats with: the pseudo-locales are English texts, so they format as English. */
export const intlLocale = (locale: Locale): string => (isPseudoLocale(locale) ? BASE_LOCALE : locale);
