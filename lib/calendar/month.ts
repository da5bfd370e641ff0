/**
 * Month-calendar arithmetic in the viewer's local time: a day is named by its 'YYYY-MM-DD' key, a month by
 * the key of its first day. Pure functions, so the view stays thin and the rules are tested alone.
 */

export type DayKey = string;

const pad = (value: number) => String(value).padStart(2, '0');

/** The local day a moment falls on. */
export const dayKey = (date: Date): DayKey =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Local midnight of a day key. */
export function dayDate(key: DayKey): Date {
  const [year, month, day] = key.split('-').map(Number);
  return new Date(year!, month! - 1, day!);
}

/** The key of the first day of the month `key` falls in, `by` months later (negative: earlier). */
export function addMonths(key: DayKey, by: number): DayKey {
  const date = dayDate(key);
  return dayKey(new Date(date.getFullYear(), date.getMonth() + by, 1));
}

export const monthOf = (key: DayKey): DayKey => addMonths(key, 0);

/** `by` days after a day (negative: before); calendar days, so a change of daylight saving is no matter. */
export function addDays(key: DayKey, by: number): DayKey {
  const date = dayDate(key);
  return dayKey(new Date(date.getFullYear(), date.getMonth(), date.getDate() + by));
}

/**
 * The weeks a month grid shows: rows of 7 day keys from the week holding the 1st to the week holding the
 * last day (4 to 6 rows); `weekStartsOn` 0 is Sunday, 1 Monday.
 */
export function monthMatrix(month: DayKey, weekStartsOn = 0): DayKey[][] {
  const first = dayDate(monthOf(month));
  const last = new Date(first.getFullYear(), first.getMonth() + 1, 0);
  let day = addDays(dayKey(first), -((first.getDay() - weekStartsOn + 7) % 7));
  const weeks: DayKey[][] = [];
  while (weeks.length === 0 || day <= dayKey(last)) {
    const week: DayKey[] = [];
    for (let index = 0; index < 7; index += 1) {
      week.push(day);
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** The instants a grid spans, [from, to), for the list query that fetches what it shows. */
export function gridSpan(weeks: DayKey[][]): { from: string; to: string } {
  const first = weeks[0]![0]!;
  const last = weeks.at(-1)!.at(-1)!;
  return { from: dayDate(first).toISOString(), to: dayDate(addDays(last, 1)).toISOString() };
}

/** The same instant's local time of day on another day: what a broadcast dropped on `day` keeps. */
export function moveToDay(iso: string, day: DayKey): string {
  const at = new Date(iso);
  const target = dayDate(day);
  target.setHours(at.getHours(), at.getMinutes(), at.getSeconds(), at.getMilliseconds());
  return target.toISOString();
}

/** Records by the local day of their `field`, each day in time order. */
export function byDay<R extends Record<string, unknown>>(
  records: readonly R[],
  field: string,
): Map<DayKey, R[]> {
  const days = new Map<DayKey, R[]>();
  const sorted = [...records].sort((a, b) => Date.parse(String(a[field])) - Date.parse(String(b[field])));
  for (const record of sorted) {
    const key = dayKey(new Date(String(record[field])));
    days.set(key, [...(days.get(key) ?? []), record]);
  }
  return days;
}

/** Day names of a grid's columns, in `locale`, from `weekStartsOn`. */
export function weekdayNames(locale: string | undefined, weekStartsOn = 0, width: 'long' | 'short' = 'long') {
  const format = new Intl.DateTimeFormat(locale, { weekday: width });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(2023, 0, 1 + weekStartsOn + index)));
}

export const monthLabel = (month: DayKey, locale?: string): string =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(dayDate(month));

export const dayLabel = (day: DayKey, locale?: string): string =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(
    dayDate(day),
  );

export const timeLabel = (iso: string, locale?: string): string =>
  new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** Which day of the grid a key press moves to: Left/Right a day, Up/Down a week; null for other keys. */
export function stepFor(key: string): number | null {
  return { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[key] ?? null;
}

/** An instant on a day at a local hour: the time a new record created from a day starts with. */
export function atHour(day: DayKey, hour: number): string {
  const date = dayDate(day);
  date.setHours(hour);
  return date.toISOString();
}
