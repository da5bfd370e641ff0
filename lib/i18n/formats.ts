import { intlLocale, type Locale } from './locales.ts';

// Intl formatters by locale and options, each made on its first use and kept: constructing one loads the
// locale's data (about 10 ms for the first Intl.NumberFormat of a page, docs/embedding.md), formatting with
// it afterwards is cheap. Nothing is made at import, so a view pays only for the formats it shows.
const made = new Map<string, unknown>();

function cached<T>(kind: string, locale: Locale, options: object, make: (tag: string) => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = made.get(key) as T | undefined;
  if (!formatter) {
    formatter = make(intlLocale(locale));
    made.set(key, formatter);
  }
  return formatter;
}

export const dateFormat = (locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached('date', locale, options, (tag) => new Intl.DateTimeFormat(tag, options));

export const numberFormat = (locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  cached('number', locale, options, (tag) => new Intl.NumberFormat(tag, options));

export const relativeTimeFormat = (
  locale: Locale,
  options: Intl.RelativeTimeFormatOptions = {},
): Intl.RelativeTimeFormat =>
  cached('relative', locale, options, (tag) => new Intl.RelativeTimeFormat(tag, options));

export const pluralRules = (locale: Locale, options: Intl.PluralRulesOptions = {}): Intl.PluralRules =>
  cached('plural', locale, options, (tag) => new Intl.PluralRules(tag, options));

export const listFormat = (locale: Locale, options: Intl.ListFormatOptions = {}): Intl.ListFormat =>
  cached('list', locale, options, (tag) => new Intl.ListFormat(tag, options));

/** An amount in integer minor units in its currency, e.g. (123456, 'USD', 'en') -> '$1,234.56'. */
export function formatMoney(minor: number, currency: string, locale: Locale): string {
  const format = numberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}
