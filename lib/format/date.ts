// The date formats of docs/behaviour.md#limits, written by hand: Intl's month and day-period texts vary by locale and
// engine, and the spec fixes one English shape. All render in the viewer's local time.

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

const monthDayYear = (d: Date): string => `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;

const hourMinute24 = (d: Date): string => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

const hourMinuteMeridiem = (d: Date): string =>
  `${d.getHours() % 12 || 12}:${pad(d.getMinutes())} ${d.getHours() < 12 ? 'AM' : 'PM'}`;

// An unreadable date renders as an empty string rather than 'Invalid Date' or a throw inside a view.
const formatter =
  (render: (d: Date) => string) =>
  (input: DateInput): string => {
    const date = toDate(input);
    return date ? render(date) : '';
  };

/** 'Mon D, YYYY h:mm AM/PM', e.g. 'Jan 5, 2024 3:07 PM'. */
export const formatDateTime = formatter((d) => `${monthDayYear(d)} ${hourMinuteMeridiem(d)}`);

/** 'YYYY-MM-DD HH:mm:ss', e.g. '2024-01-05 15:07:09'. */
export const formatTimestamp = formatter(
  (d) =>
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ` +
    `${hourMinute24(d)}:${pad(d.getSeconds())}`,
);

/** 'Mon D, YYYY', e.g. 'Jan 5, 2024'. */
export const formatDate = formatter(monthDayYear);

/** 'h:mm AM/PM', e.g. '3:07 PM'. */
export const formatTime = formatter(hourMinuteMeridiem);

/** 'HH:mm', e.g. '15:07': the gate's clock (docs/behaviour.md, the gate), read at a glance outdoors. */
export const formatClock = formatter(hourMinute24);
