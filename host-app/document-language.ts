import { $savedLocale } from '../lib/i18n/saved-locale.ts';
import { userLocale } from '../lib/i18n/user-language.ts';

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
