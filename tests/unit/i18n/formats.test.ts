import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from '../../../lib/format/date.ts';
import { formatCents, formatInteger } from '../../../lib/format/number.ts';
import { relativeTime } from '../../../lib/format/relative-time.ts';
import {
  dateFormat,
  formatMoney,
  listFormat,
  numberFormat,
  pluralRules,
  relativeTimeFormat,
} from '../../../lib/i18n/formats.ts';

const afternoon = new Date(2024, 0, 5, 15, 7, 9);

describe('formats by Intl in the locale (lib/i18n/formats.ts)', () => {
  it('writes dates, times and numbers in Spanish', () => {
    expect(formatDate(afternoon, { locale: 'es' })).toBe('5 ene 2024');
    expect(formatTime(afternoon, { locale: 'es' })).toBe('15:07');
    expect(formatDateTime(afternoon, { locale: 'es' })).toBe('5 ene 2024 15:07');
    expect(formatInteger(1_234_567, 'es')).toBe('1.234.567');
    expect(formatCents(1_234_567, 'es')).toBe('12.345,67');
  });

  it('writes a time in the time zone an event names', () => {
    const instant = new Date(Date.UTC(2024, 6, 4, 18, 30));
    expect(formatTime(instant, { timeZone: 'America/Denver' })).toBe('12:30 PM');
    expect(formatDateTime(instant, { timeZone: 'Asia/Tokyo' })).toBe('Jul 5, 2024 3:30 AM');
  });

  it("writes English by hand exactly as Intl writes it in the viewer's zone", () => {
    const here = { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };
    for (const at of [afternoon, new Date(2023, 11, 31, 0, 5), new Date(2024, 6, 4, 12, 30)]) {
      expect(formatDateTime(at)).toBe(formatDateTime(at, here));
      expect(formatTime(at)).toBe(formatTime(at, here));
    }
  });

  it('formats the pseudo-locales as English', () => {
    expect(formatDate(afternoon, { locale: 'ar-XB' })).toBe('Jan 5, 2024');
    expect(formatInteger(1234, 'en-XA')).toBe('1,234');
  });

  it('writes money in its currency, relative times, plural forms and lists', () => {
    expect(formatMoney(123_456, 'USD', 'en')).toBe('$1,234.56');
    expect(formatMoney(123_456, 'MXN', 'es')).toBe('1234,56\u00a0MXN');
    expect(formatMoney(1500, 'JPY', 'en')).toBe('¥1,500');
    const now = Date.parse('2024-01-05T12:00:00Z');
    expect(relativeTime('2024-01-05T11:57:00Z', now)).toBe('3 minutes ago');
    expect(relativeTime('2024-01-05T11:57:00Z', now, 'es')).toBe('hace 3 minutos');
    expect(relativeTime('2024-01-04T12:00:00Z', now, 'es')).toBe('ayer');
    expect(pluralRules('es').select(1)).toBe('one');
    expect(pluralRules('es').select(2)).toBe('other');
    expect(listFormat('es').format(['rojo', 'verde', 'azul'])).toBe('rojo, verde y azul');
  });

  it('makes each formatter once per locale and options, and only when first used', () => {
    expect(numberFormat('es')).toBe(numberFormat('es'));
    expect(numberFormat('es', { style: 'percent' })).not.toBe(numberFormat('es'));
    expect(numberFormat('en')).not.toBe(numberFormat('es'));
    expect(dateFormat('es', { year: 'numeric' })).toBe(dateFormat('es', { year: 'numeric' }));
    expect(relativeTimeFormat('en')).toBe(relativeTimeFormat('en'));
  });
});
