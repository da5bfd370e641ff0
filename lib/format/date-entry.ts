import { dateFormat } from '../i18n/formats.ts';
import type { Locale } from '../i18n/locales.ts';

/**
 * Dates and times typed in the user's locale (docs/behaviour.md#validation, "Dates typed and picked"): the
 * kit's date control shows '03/14/2026' in English and '14/03/2026' in Spanish, reads either back (and the
 * API's '2026-03-14'), and hands the form the same value the browser's date inputs did: 'YYYY-MM-DD', and
 * 'YYYY-MM-DDTHH:mm' with a time.
 */
export interface EntryShape {
  /** The order of the date's parts, as the locale writes them. */
  order: readonly ('day' | 'month' | 'year')[];
  separator: string;
  /** Whether the locale writes times with AM and PM. */
  hour12: boolean;
  /** What to type, shown beside the field: 'MM/DD/YYYY'. */
  datePattern: string;
  timePattern: string;
}

const shapes = new Map<Locale, EntryShape>();

export function entryShape(locale: Locale): EntryShape {
  const known = shapes.get(locale);
  if (known) return known;
  const parts = dateFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    new Date(2026, 2, 14),
  );
  const order: ('day' | 'month' | 'year')[] = parts
    .map((part) => part.type)
    .filter(
      (type): type is 'day' | 'month' | 'year' => type === 'day' || type === 'month' || type === 'year',
    );
  const separator = parts.find((part) => part.type === 'literal')?.value.trim() || '/';
  const hour12 = dateFormat(locale, { hour: 'numeric' }).resolvedOptions().hour12 === true;
  const letters = { day: 'DD', month: 'MM', year: 'YYYY' } as const;
  const parts3: ('day' | 'month' | 'year')[] = order.length === 3 ? order : ['month', 'day', 'year'];
  const shape: EntryShape = {
    order: parts3,
    separator,
    hour12,
    datePattern: parts3.map((name) => letters[name]).join(separator),
    timePattern: hour12 ? 'h:mm AM' : 'HH:mm',
  };
  shapes.set(locale, shape);
  return shape;
}

const pad = (n: number): string => String(n).padStart(2, '0');

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real day of the calendar (no 31 April), as 'YYYY-MM-DD', or null. */
export function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(year, month - 1, day);
  if (year < 1000 || year > 9999) return null;
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** '2026-03-14' as the locale writes it ('03/14/2026'); anything else as it is. */
export function formatDateEntry(value: string, shape: EntryShape): string {
  const match = ISO_DATE.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  const part = { year: year!, month: month!, day: day! };
  return shape.order.map((name) => part[name]).join(shape.separator);
}

/** What was typed, in the locale's order with any of / . - or spaces between, or as '2026-03-14'. */
export function parseDateEntry(text: string, shape: EntryShape): string | null {
  const trimmed = text.trim();
  const iso = ISO_DATE.exec(trimmed);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const pieces = trimmed.split(/[\s/.-]+/).filter(Boolean);
  if (pieces.length !== 3 || pieces.some((piece) => !/^\d+$/.test(piece))) return null;
  const part: Record<string, number> = {};
  shape.order.forEach((name, i) => (part[name] = Number(pieces[i])));
  const yearText = pieces[shape.order.indexOf('year')]!;
  if (yearText.length !== 4) return null;
  return isoDate(part.year!, part.month!, part.day!);
}

/** '19:30' as the locale writes it: '7:30 PM' or '19:30'. */
export function formatTimeEntry(value: string, shape: EntryShape): string {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match || !shape.hour12) return value;
  const hours = Number(match[1]);
  return `${hours % 12 || 12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A time typed as '7:30 PM', '7:30pm', '7 pm', '19:30' or '1930', as 'HH:mm'; null when it is none. */
export function parseTimeEntry(text: string): string | null {
  const match = /^(\d{1,2})(?::?(\d{2}))?\s*([ap])?\.?\s*m?\.?$/i.exec(text.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  const half = match[3]?.toLowerCase();
  if (minutes > 59) return null;
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half === 'p' ? 12 : 0);
  } else if (hours > 23) return null;
  return `${pad(hours)}:${pad(minutes)}`;
}

/** A form value ('YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm') split into its date and time. */
export function splitDateTime(value: string): { date: string; time: string } {
  const [date = '', time = ''] = value.split('T');
  return { date, time: time.slice(0, 5) };
}

/**
 * The form's value from what the fields hold: the parsed values when both read, '' when both are blank,
 * else the text as typed, which the form's check then refuses with its usual words.
 */
export function joinDateTime(date: string, time: string, withTime: boolean, shape: EntryShape): string {
  const day = parseDateEntry(date, shape);
  if (!withTime) return date.trim() === '' ? '' : (day ?? date.trim());
  if (date.trim() === '' && time.trim() === '') return '';
  const at = time.trim() === '' ? '00:00' : parseTimeEntry(time);
  return day && at ? `${day}T${at}` : `${date.trim()} ${time.trim()}`.trim();
}

/** The same day `months` later, kept inside its month (31 January + 1 month: the end of February). */
export function sameDayMonthsLater(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number);
  const last = new Date(year!, month! - 1 + months + 1, 0);
  return isoDate(last.getFullYear(), last.getMonth() + 1, Math.min(day!, last.getDate()))!;
}
