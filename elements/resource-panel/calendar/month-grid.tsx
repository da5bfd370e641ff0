import type { ReactNode } from 'react';
import { monthOf, type DayKey } from '../../../lib/calendar/month.ts';
import * as cal from './calendar.css.ts';
import { classes } from '../../ui/classes.ts';
import { WeekdayHead } from '../../ui/weekday-head.tsx';

export interface GridProps<R> {
  month: DayKey;
  weeks: DayKey[][];
  today: DayKey;
  days: Map<DayKey, R[]>;
  labelledBy: string;
  /** The day a dragged record would land on, outlined. */
  over: DayKey | null;
  cellRef: (day: DayKey) => (node: HTMLElement | null) => void;
  dayNumber: (day: DayKey) => ReactNode;
  entry: (record: R) => ReactNode;
}

/** The month as a table: a column per weekday, Sunday first, a cell per day listing its records by time. */
export function MonthGrid<R>({
  month,
  weeks,
  today,
  days,
  labelledBy,
  over,
  cellRef,
  ...render
}: GridProps<R>) {
  return (
    <table className={cal.grid} aria-labelledby={labelledBy}>
      <WeekdayHead className={cal.weekday} />
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => (
              <td
                key={day}
                ref={cellRef(day)}
                data-day={day}
                aria-current={day === today ? 'date' : undefined}
                className={classes(
                  cal.day,
                  monthOf(day) !== month && cal.otherMonth,
                  over === day && cal.dropTarget,
                )}
              >
                {render.dayNumber(day)}
                {days.has(day) && <ul className={cal.items}>{days.get(day)!.map(render.entry)}</ul>}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
