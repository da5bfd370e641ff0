import type { UserLanguage } from '../../../lib/i18n/locales.ts';

/** Each language as its speakers name it, the same in every language of the page (the Language setting). */
export const LANGUAGE_NAMES: Record<Exclude<UserLanguage, ''>, string> = { en: 'English', es: 'Español' };
