import { defineTexts } from '../../../lib/i18n/catalog.ts';

// The profile's Language setting (docs/behaviour.md#screens quotes the English). The languages' own names
// (English, Español) are not translated: lib/i18n/user-language.ts.
export const en = {
  title: 'Language',
  label: 'Language',
  sameAsBrowser: 'Same as this browser',
  save: 'Save language',
  saving: 'Saving...',
  saved: 'Language saved',
  saveFailed: 'The language could not be saved. Try again.',
};

export const languageTexts = defineTexts('profile-language', en, { es: () => import('./texts.es.ts') });
