import type { KeyboardEvent } from 'react';
import { dayLabel, type DayKey } from '../../../lib/calendar/month.ts';
import * as cal from './calendar.css.ts';
import { classes } from '../../ui/classes.ts';
import { moveTexts } from '../../../lib/move/move-texts.ts';
import { useLocale, useTexts } from '../../runtime/locale.tsx';

export interface DayNumberProps {
  day: DayKey;
  today: boolean;
  /** The create label ('Create Broadcast'): the number creates a record on its day. Null: a plain number. */
  createLabel: string | null;
  tabStop: boolean;
  helpId: string;
  buttonRef: (node: HTMLButtonElement | null) => void;
  onCreate: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onFocus: () => void;
}

/** A day's number in the grid: a button creating a record on that day for who may create, else text. */
export function DayNumber({ day, today, createLabel, tabStop, helpId, buttonRef, ...on }: DayNumberProps) {
  const t = useTexts(moveTexts);
  const locale = useLocale();
  const number = Number(day.slice(8));
  const className = classes(cal.dayNumber, today && cal.today);
  if (createLabel === null) return <span className={className}>{number}</span>;
  return (
    <button
      type="button"
      ref={buttonRef}
      className={className}
      tabIndex={tabStop ? 0 : -1}
      aria-describedby={helpId}
      aria-label={t.createOn({ create: createLabel, day: dayLabel(day, locale) })}
      onClick={on.onCreate}
      onKeyDown={on.onKeyDown}
      onFocus={on.onFocus}
    >
      {number}
    </button>
  );
}
