import { ChevronLeft, ChevronRight } from 'lucide-react';
import { addMonths, monthLabel, monthOf, type DayKey } from '../../../lib/calendar/month.ts';
import { Button } from '../../ui/button.tsx';
import * as cal from './calendar.css.ts';
import { moveTexts } from '../../../lib/move/move-texts.ts';
import { useLocale, useTexts } from '../../runtime/locale.tsx';
import { panelTexts } from '../texts.ts';

/** Previous month, Today, Next month, and the month's name (the grid's label), with Loading… meanwhile. */
export function MonthBar(props: {
  month: DayKey;
  today: DayKey;
  titleId: string;
  loading: boolean;
  show: (month: DayKey) => void;
}) {
  const { month, show } = props;
  const t = useTexts(moveTexts);
  const loading = useTexts(panelTexts).loading;
  const locale = useLocale();
  return (
    <div className={cal.monthBar}>
      <Button
        iconOnly
        icon={ChevronLeft}
        label={t.previousMonth}
        onClick={() => show(addMonths(month, -1))}
      />
      <Button onClick={() => show(monthOf(props.today))}>{t.today}</Button>
      <Button iconOnly icon={ChevronRight} label={t.nextMonth} onClick={() => show(addMonths(month, 1))} />
      <h2 id={props.titleId} className={cal.monthTitle} aria-live="polite">
        <time dateTime={month.slice(0, 7)}>{monthLabel(month, locale)}</time>
      </h2>
      {props.loading && <span role="status">{loading}</span>}
    </div>
  );
}
