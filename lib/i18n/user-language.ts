import { $savedLocale } from './saved-locale.ts';
import { BASE_LOCALE, isPseudoLocale, matchLocale, type Locale } from './locales.ts';

/** A user's saved `language` as a locale: '' (or anything the kit does not ship as a language) is none. */
export function savedLocaleOf(language: string | null | undefined): Locale | undefined {
  const locale = matchLocale(language);
  return locale && !isPseudoLocale(locale) ? locale : undefined;
}

/** The user's own choice, else the browser's languages, else English: what a page without its own lang shows. */
export function userLocale(languages: readonly string[] = navigator.languages): Locale {
  const saved = $savedLocale.get();
  if (saved) return saved;
  for (const language of languages) {
    const browser = matchLocale(language);
    if (browser) return browser;
  }
  return BASE_LOCALE;
}
