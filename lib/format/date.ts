import { dateFormat } from '../i18n/formats.ts';
import { intlLocale, type Locale } from '../i18n/locales.ts';

// The date formats of docs/behaviour.md#limits in the viewer's locale, English by default, in the viewer's
// local time unless the event names its time zone. English in local time is written by hand, as the spec
// fixes it: a page in English makes no Intl formatter for a list's first paint (lib/format/number.ts says
// why). Other locales and time zones use Intl, each formatter made on first use and kept.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// The API's 'YYYY-MM-DD HH:mm:ss' (and a bare date) carry no zone and mean local time, but Date.parse
// reads a bare date as UTC and Safari rejects the space form: read those shapes by hand.
const LOCAL_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

export type DateInput = Date | string | number;

export function toDate(input: DateInput): Date | null {
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : input;
  const local = typeof input === 'string' ? LOCAL_TIMESTAMP.exec(input.trim()) : null;
  if (!local) {
    const date = new Date(input);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const parts = local.slice(1).map((part) => Number(part ?? 0));
  const [year = 0, month = 1, day = 1, hours = 0, minutes = 0, seconds = 0] = parts;
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  // The Date constructor rolls month 13 or minute 99 over into a real date; such text is not a date.
  const built = [
    date.getFullYear(),
    date.getMonth() + 1,
    date.getDate(),
    date.getHours(),
    date.getMinutes(),
    date.getSeconds(),
  ];
  return built.every((value, i) => value === parts[i]) ? date : null;
}

const pad = (n: number): string => String(n).padStart(2, '0');

export interface DateFormatOptions {
  locale?: Locale;
  /** An IANA zone such as 'America/Denver': the account's, where the event has one. */
  timeZone?: string;
}

const DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

// A format as the spec writes it in English and local time, else by Intl; Intl's narrow no-break space
// before AM/PM becomes the spec's plain space.
const localised =
  (shape: Intl.DateTimeFormatOptions, english: (d: Date) => string) =>
  (d: Date, { locale = 'en', timeZone }: DateFormatOptions): string =>
    intlLocale(locale) === 'en' && !timeZone
      ? english(d)
      : dateFormat(locale, { ...shape, timeZone })
          .format(d)
          .replace(/[\u202f\u00a0]/g, ' ');

const dayOf = localised(DATE, (d) => `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`);
const timeOf = localised(
  TIME,
  (d) => `${d.getHours() % 12 || 12}:${pad(d.getMinutes())} ${d.getHours() < 12 ? 'AM' : 'PM'}`,
);
const clockOf = localised(CLOCK, (d) => `${pad(d.getHours())}:${pad(d.getMinutes())}`);

// An unreadable date renders as an empty string rather than 'Invalid Date' or a throw inside a view.
const formatter =
  (render: (d: Date, options: DateFormatOptions) => string) =>
  (input: DateInput, options: DateFormatOptions = {}): string => {
    const date = toDate(input);
    return date ? render(date, options) : '';
  };

/** 'Mon D, YYYY h:mm AM/PM' in English, e.g. 'Jan 5, 2024 3:07 PM'. */
export const formatDateTime = formatter((d, options) => `${dayOf(d, options)} ${timeOf(d, options)}`);

/** 'YYYY-MM-DD HH:mm:ss' in every locale, e.g. '2024-01-05 15:07:09': the API's own shape. */
export const formatTimestamp = formatter(
  (d) =>
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ` +
    `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`,
);

/** 'Mon D, YYYY' in English, e.g. 'Jan 5, 2024'. */
export const formatDate = formatter(dayOf);

/** 'h:mm AM/PM' in English, e.g. '3:07 PM'. */
export const formatTime = formatter(timeOf);

/** 'HH:mm' in every locale, e.g. '15:07': the gate's clock (docs/behaviour.md, the gate), read at a glance outdoors. */
export const formatClock = formatter(clockOf);
