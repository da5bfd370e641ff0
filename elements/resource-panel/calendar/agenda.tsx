import type { ReactNode } from 'react';
import { dayLabel, type DayKey } from '../../../lib/calendar/month.ts';
import * as cal from './calendar.css.ts';
import { moveTexts } from '../../../lib/move/move-texts.ts';
import { useLocale, useTexts } from '../../runtime/locale.tsx';

/** A narrow panel's month: the days that have records, as a list with a heading per day. */
export function Agenda<R>(props: {
  shownDays: DayKey[];
  today: DayKey;
  days: Map<DayKey, R[]>;
  labelledBy: string;
  entry: (record: R) => ReactNode;
}) {
  const { shownDays, today, days } = props;
  const t = useTexts(moveTexts);
  const locale = useLocale();
  return (
    <ol className={cal.agenda} aria-labelledby={props.labelledBy}>
      {shownDays.map((day) => (
        <li key={day} aria-current={day === today ? 'date' : undefined}>
          <h3 className={cal.agendaDay}>
            <time dateTime={day}>{dayLabel(day, locale)}</time>
            {day === today && ` ${t.todayNote}`}
          </h3>
          <ul className={cal.items}>{days.get(day)!.map(props.entry)}</ul>
        </li>
      ))}
    </ol>
  );
}
