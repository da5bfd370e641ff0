import { numberFormat } from '../i18n/formats.ts';
import type { Locale } from '../i18n/locales.ts';

// Numbers by Intl in the viewer's locale, English (1,234,567 and 12,345.67) by default. The formatters are
// made on first use and kept (lib/i18n/formats.ts); 'negative' keeps a value that rounds to zero unsigned.
const INTEGER: Intl.NumberFormatOptions = { maximumFractionDigits: 0, signDisplay: 'negative' };
const CENTS: Intl.NumberFormatOptions = {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
};

/** A whole number with its thousands grouped: 1234567 -> '1,234,567'. */
export function formatInteger(value: number, locale: Locale = 'en'): string {
  if (!Number.isFinite(value)) return String(value);
  return numberFormat(locale, INTEGER).format(value);
}

/** Integer cents as the console writes money: 1234567 -> '12,345.67', -5 -> '-0.05'. */
export function formatCents(value: number, locale: Locale = 'en'): string {
  if (!Number.isFinite(value)) return String(value);
  return numberFormat(locale, CENTS).format(Math.round(value) / 100);
}
