import type { TranslationJSON, TranslationsJSON } from '@nanostores/i18n';
import type { Locale } from './locales.ts';

// The pseudo-locales, generated from the English texts so they never fall behind (docs/architecture.md,
// texts and languages): en-XA accents every letter and lengthens each text by 40%, to show clipping and
// any text that bypasses the catalog; ar-XB shows each text right-to-left, to show physical left/right.

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [
    letter,
    [...'åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i]!,
  ]),
);

// {name} and {count} are filled in later: they stay as they are.
const PLACEHOLDER = /(\{\w+\})/;

const eachLiteral = (text: string, change: (literal: string) => string): string =>
  text
    .split(PLACEHOLDER)
    .map((part) => (PLACEHOLDER.test(part) || part === '' ? part : change(part)))
    .join('');

const lengthen = (text: string): string => {
  const accented = eachLiteral(text, (literal) =>
    literal.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter]!),
  );
  // In words of six at most: a real language's long sentence still wraps between its words.
  const padding = '~'.repeat(Math.ceil(text.length * 0.4)).replace(/(~{6})(?=~)/g, '$1 ');
  return `[${accented}${padding}]`;
};

// Right-to-left override and pop directional formatting: the letters read from the right, as Arabic does.
const mirror = (text: string): string => eachLiteral(text, (literal) => `\u202e${literal}\u202c`);

const each = (text: TranslationJSON, change: (text: string) => string): TranslationJSON =>
  typeof text === 'string'
    ? change(text)
    : Object.fromEntries(Object.entries(text).map(([key, inner]) => [key, each(inner, change)]));

/** One English text as the pseudo-locale shows it. */
export const pseudoText = (locale: Locale, text: string): string =>
  locale === 'ar-XB' ? mirror(text) : lengthen(text);

export function pseudoTexts(locale: Locale, base: TranslationsJSON): TranslationsJSON {
  const change = (text: string) => pseudoText(locale, text);
  return Object.fromEntries(Object.entries(base).map(([key, text]) => [key, each(text, change)]));
}
