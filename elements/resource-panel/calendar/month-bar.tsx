import { ChevronLeft, ChevronRight } from 'lucide-react';
import { addMonths, monthLabel, monthOf, type DayKey } from '../../../lib/calendar/month.ts';
import { Button } from '../../ui/button.tsx';
import * as cal from './calendar.css.ts';

/** Previous month, Today, Next month, and the month's name (the grid's label), with Loading… meanwhile. */
export function MonthBar(props: {
  month: DayKey;
  today: DayKey;
  titleId: string;
  loading: boolean;
  show: (month: DayKey) => void;
}) {
  const { month, show } = props;
  return (
    <div className={cal.monthBar}>
      <Button iconOnly icon={ChevronLeft} label="Previous month" onClick={() => show(addMonths(month, -1))} />
      <Button onClick={() => show(monthOf(props.today))}>Today</Button>
      <Button iconOnly icon={ChevronRight} label="Next month" onClick={() => show(addMonths(month, 1))} />
      <h2 id={props.titleId} className={cal.monthTitle} aria-live="polite">
        {monthLabel(month)}
      </h2>
      {props.loading && <span role="status">Loading…</span>}
    </div>
  );
}
