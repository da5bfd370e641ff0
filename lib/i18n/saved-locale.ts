import { atom } from 'nanostores';
import type { Locale } from './locales.ts';

/**
 * The language the signed-in user chose for themselves: after the page's `lang`, before the browser's
 * languages (docs/architecture.md, texts and languages). Undefined until something fills it.
 */
export const $savedLocale = atom<Locale | undefined>(undefined);
