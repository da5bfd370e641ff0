import type { CaptureDaily } from '../resources/capture.ts';

export interface DailySeries {
  form: string;
  /** One count per day of `days`, oldest first. */
  counts: number[];
  total: number;
}

export interface DailyChart {
  /** 'YYYY-MM-DD' (UTC) of each day shown, oldest first, ending today. */
  days: string[];
  /** One series per form, the busiest first. */
  series: DailySeries[];
  /** The largest day's total of all forms: the chart's scale. */
  max: number;
}

const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);

/**
 * The dashboard's chart from the server's counts: every day of the span (a day without submissions is a
 * zero, not a gap), one series per form. Counts outside the span are left out.
 */
export function dailyChart(rows: CaptureDaily['days'], span: number, now = Date.now()): DailyChart {
  const days = Array.from({ length: span }, (_, i) => dayOf(now - (span - 1 - i) * 86_400_000));
  const index = new Map(days.map((day, i) => [day, i]));
  const byForm = new Map<string, number[]>();
  for (const { form, day, count } of rows) {
    const at = index.get(day);
    if (at === undefined) continue;
    const counts = byForm.get(form) ?? days.map(() => 0);
    counts[at]! += count;
    byForm.set(form, counts);
  }
  const series = [...byForm]
    .map(([form, counts]) => ({ form, counts, total: counts.reduce((a, b) => a + b, 0) }))
    .sort((a, b) => b.total - a.total || a.form.localeCompare(b.form));
  const max = Math.max(0, ...days.map((_, i) => series.reduce((sum, s) => sum + s.counts[i]!, 0)));
  return { days, series, max };
}

/** A friendly upper bound for the scale: 7 -> 10, 23 -> 25, 0 -> 1. */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * power >= value)!;
  return step * power;
}
