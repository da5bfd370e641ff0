import { numberFormat } from '../i18n/formats.ts';
import { intlLocale, type Locale } from '../i18n/locales.ts';

// Numbers in the viewer's locale. English (1,234,567 and 12,345.67) is written by hand: the first
// Intl.NumberFormat of a page loads the locale's data, 10 ms and more of a list's cold load (docs/embedding.md,
// how a screen gets to its first rows quickly), so a page in English never makes one. Other locales use
// Intl, each formatter made on first use and kept (lib/i18n/formats.ts).
const INTEGER: Intl.NumberFormatOptions = { maximumFractionDigits: 0, signDisplay: 'negative' };
const CENTS: Intl.NumberFormatOptions = {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
};

const english = (locale: Locale): boolean => intlLocale(locale) === 'en';

/** A whole number with its thousands grouped: 1234567 -> '1,234,567'. */
export function formatInteger(value: number, locale: Locale = 'en'): string {
  if (!Number.isFinite(value)) return String(value);
  if (!english(locale)) return numberFormat(locale, INTEGER).format(value);
  const whole = Math.round(Math.abs(value));
  const digits = String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 && whole !== 0 ? `-${digits}` : digits;
}

/** Integer cents as the console writes money: 1234567 -> '12,345.67', -5 -> '-0.05'. */
export function formatCents(value: number, locale: Locale = 'en'): string {
  if (!Number.isFinite(value)) return String(value);
  if (!english(locale)) return numberFormat(locale, CENTS).format(Math.round(value) / 100);
  const cents = Math.round(Math.abs(value));
  const fraction = String(cents % 100).padStart(2, '0');
  const whole = formatInteger(Math.floor(cents / 100));
  return `${value < 0 && cents !== 0 ? '-' : ''}${whole}.${fraction}`;
}
