import type { Context, MiddlewareHandler } from 'hono';
import { languageDetector } from 'hono/language';

// The languages of the pages the server renders for people without a session (an unsubscribe link, a
// ticket): the kit's shipped languages but the pseudo-locales (docs/architecture.md, texts and languages).
export const PAGE_LANGUAGES = ['en', 'es'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

const detect = languageDetector({
  order: ['header'],
  caches: false,
  supportedLanguages: [...PAGE_LANGUAGES],
  fallbackLanguage: 'en',
});

/**
 * Picks the page's language from Accept-Language, q-values honoured ('es-MX' is 'es'), English when it
 * names neither; the answer varies by it, so a cache keeps one copy per language.
 */
export const pageLanguage: MiddlewareHandler = async (c, next) => {
  c.header('Vary', 'Accept-Language', { append: true });
  return detect(c, next);
};

export const languageOf = (c: Context): PageLanguage => c.get('language') as PageLanguage;
