import { numberFormat } from '../i18n/formats.ts';
import { intlLocale, type Locale } from '../i18n/locales.ts';

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'];
// One decimal at most, as the English below writes it; another locale writes its own separator ('1,2 MB').
const ONE_DECIMAL: Intl.NumberFormatOptions = { maximumFractionDigits: 1 };

/**
 * 1234567 -> '1.2 MB' (powers of 1000, as file managers and the server's limit messages count). English is
 * written by hand, as lib/format/number.ts explains; another locale's number comes from Intl.
 */
export function formatBytes(bytes: number, locale: Locale = 'en'): string {
  const number = (value: number): string =>
    intlLocale(locale) === 'en' ? String(value) : numberFormat(locale, ONE_DECIMAL).format(value);
  if (!Number.isFinite(bytes) || bytes < 1000) return `${number(Math.max(0, Math.round(bytes || 0)))} bytes`;
  const unit = Math.min(UNITS.length - 1, Math.floor(Math.log10(bytes) / 3));
  return `${number(Number((bytes / 1000 ** unit).toFixed(1)))} ${UNITS[unit]}`;
}
