import { $savedLocale } from './saved-locale.ts';
import { BASE_LOCALE, isPseudoLocale, matchLocale, type Locale, type UserLanguage } from './locales.ts';

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

/**
 * The console's own page speaks the user's language: its `<html lang>` follows the saved choice (and the
 * browser's), so every element on it and the page's own screens change language with it, without a reload
 * (docs/architecture.md, texts and languages). A host page that embeds the kit keeps its own lang.
 */
export const keepDocumentLanguage = (doc: Document): (() => void) =>
  $savedLocale.subscribe(() => {
    const locale = userLocale();
    if (doc.documentElement.lang !== locale) doc.documentElement.lang = locale;
  });

/** Each language as its speakers name it, the same in every language of the page (the Language setting). */
export const LANGUAGE_NAMES: Record<Exclude<UserLanguage, ''>, string> = { en: 'English', es: 'Español' };
