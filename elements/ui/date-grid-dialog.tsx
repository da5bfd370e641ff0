import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { sameDayMonthsLater } from '../../lib/format/date-entry.ts';
import { addDays, dayKey, dayLabel, monthLabel, monthMatrix, monthOf } from '../../lib/calendar/month.ts';
import { intlLocale } from '../../lib/i18n/locales.ts';
import { useLocale, useTexts } from '../runtime/locale.tsx';
import { uiTexts } from './texts.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { WeekdayHead } from './weekday-head.tsx';
import * as styles from './date-field.css.ts';

export interface DateGridDialogProps {
  title: string;
  /** The day the field holds ('YYYY-MM-DD'), or null: the grid then opens on today. */
  value: string | null;
  onPick: (day: string) => void;
  onClose: () => void;
}

// Arrow keys move a day or a week, Page Up and Down a month, Home and End to the week's ends
// (docs/behaviour.md#validation, "Dates typed and picked").
const STEPS: Record<string, (day: string, weekStart: string) => string> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  PageUp: (day) => sameDayMonthsLater(day, -1),
  PageDown: (day) => sameDayMonthsLater(day, 1),
  Home: (_day, weekStart) => weekStart,
  End: (_day, weekStart) => addDays(weekStart, 6),
};

/** The month grid a date field's calendar button opens: a modal dialog, keyboard usable, loaded on first use. */
export default function DateGridDialog({ title, value, onPick, onClose }: DateGridDialogProps) {
  const locale = intlLocale(useLocale());
  const t = useTexts(uiTexts);
  // Spanish weeks start on Monday, English ones on Sunday.
  const weekStartsOn = locale.startsWith('en') ? 0 : 1;
  const today = dayKey(new Date());
  const [focused, setFocused] = useState(value ?? today);
  const monthId = useId();
  const grid = useRef<HTMLTableElement>(null);
  const weeks = monthMatrix(monthOf(focused), weekStartsOn);
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current) grid.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }, [focused]);

  const move = (day: string) => {
    moved.current = true;
    setFocused(day);
  };
  const key = (event: KeyboardEvent<HTMLTableElement>) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const weekStart = addDays(focused, -((new Date(`${focused}T12:00`).getDay() - weekStartsOn + 7) % 7));
    move(step(focused, weekStart));
  };

  return (
    <Dialog open title={title} size="sm" onClose={onClose}>
      <div className={styles.monthBar}>
        <Button
          icon={ChevronLeft}
          iconOnly
          label={t.previousMonth}
          onClick={() => move(sameDayMonthsLater(focused, -1))}
        />
        <h3 id={monthId} className={styles.monthName} aria-live="polite">
          {monthLabel(focused, locale)}
        </h3>
        <Button
          icon={ChevronRight}
          iconOnly
          label={t.nextMonth}
          onClick={() => move(sameDayMonthsLater(focused, 1))}
        />
      </div>
      <table ref={grid} role="grid" aria-labelledby={monthId} className={styles.grid} onKeyDown={key}>
        <WeekdayHead locale={locale} weekStartsOn={weekStartsOn} className={styles.weekday} />
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => (
                <td key={day} aria-selected={day === value}>
                  <button
                    type="button"
                    className={`${styles.day} ${monthOf(day) === monthOf(focused) ? '' : styles.outside}`}
                    tabIndex={day === focused ? 0 : -1}
                    data-autofocus={day === focused ? true : undefined}
                    data-selected={day === value ? true : undefined}
                    data-today={day === today ? true : undefined}
                    aria-label={dayLabel(day, locale)}
                    aria-current={day === today ? 'date' : undefined}
                    onClick={() => onPick(day)}
                  >
                    {Number(day.slice(8))}
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
