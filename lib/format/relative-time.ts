import { relativeTimeFormat } from '../i18n/formats.ts';
import type { Locale } from '../i18n/locales.ts';

const AUTO: Intl.RelativeTimeFormatOptions = { numeric: 'auto' };

/** When something happened, as a person says it: 'just now', '10 seconds ago', '3 minutes ago', 'yesterday'. */
export function relativeTime(at: string, now = Date.now(), locale: Locale = 'en'): string {
  const relative = relativeTimeFormat(locale, AUTO);
  const seconds = Math.round((Date.parse(at) - now) / 1000);
  // Intl's 'now' reads 'now' in English; the console says 'just now' (docs/behaviour.md).
  if (Math.abs(seconds) < 5) return locale === 'en' ? 'just now' : relative.format(0, 'second');
  if (Math.abs(seconds) < 60) return relative.format(Math.round(seconds / 5) * 5, 'second');
  const minutes = Math.round(seconds / 60);
  if (Math.abs(minutes) < 60) return relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return relative.format(hours, 'hour');
  return relative.format(Math.round(hours / 24), 'day');
}
