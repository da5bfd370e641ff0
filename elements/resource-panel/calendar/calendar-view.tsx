import { Lock, Plus } from 'lucide-react';
import { useId, useRef } from 'react';
import { atHour, dayKey, monthOf, timeLabel, type DayKey } from '../../../lib/calendar/month.ts';
import { decodeMonth, encodeMonth } from '../../../lib/list/list-address.ts';
import { LIST_SCHEMA_MAX_LIMIT } from '../../../lib/protocol/list.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import * as controls from '../../ui/controls.css.ts';
import { Agenda } from './agenda.tsx';
import { CalendarEntry } from './calendar-entry.tsx';
import { DayNumber } from './day-number.tsx';
import { MonthBar } from './month-bar.tsx';
import { MonthGrid } from './month-grid.tsx';
import { useCalendar } from './use-calendar.ts';
import { useCalendarMove } from './use-calendar-move.ts';
import { useDayFocus } from './use-day-focus.ts';
import { useLiveReread } from '../live/use-live-reread.ts';
import type { AddressedListProps } from '../list/use-list-address.ts';
import { useListChoice } from '../list/use-list-choice.ts';
import { TrashButton } from '../trash/trash-button.tsx';
import { useCan } from '../common/use-access.ts';
import { useNarrow } from '../../ui/use-narrow.ts';
import * as cal from './calendar.css.ts';
import * as styles from '../common/styles.css.ts';
import type { ResourceWith } from '../../../lib/resources/spec.ts';
import { moveTexts } from '../../../lib/move/move-texts.ts';
import { useLocale, useTexts } from '../../runtime/locale.tsx';

type Row = Record<string, unknown>;

// Below this width a month grid's cells are too small to read: the days with records become a list.
const NARROW_PX = 640;
// A record created from a day starts at this local hour.
const NEW_HOUR = 9;

/**
 * The list of an area whose definition names a `calendar` field (broadcasts): a month grid of its records,
 * or an agenda of the days that have some when the panel is narrow. A day's number creates a record on
 * that day; a record opens its edit form; a record moves to another day by drag or by Shift with an arrow
 * key, keeping its time of day (calendar/use-calendar-move.ts). Read-only records carry a lock. What
 * colleagues change shows as they do it (docs/behaviour.md#live-changes); focus follows a moved record.
 */
export function CalendarView({
  resource,
  go,
  listState = '',
  onListState,
}: AddressedListProps & { resource: ResourceWith<'calendar'> }) {
  const [titleId, monthId, helpId, dayHelpId, lockNoteId] = [useId(), useId(), useId(), useId(), useId()];
  const can = useCan(resource);
  const t = useTexts(moveTexts);
  const locale = useLocale();
  const root = useRef<HTMLElement>(null);
  const narrow = useNarrow(root, NARROW_PX);
  // The month shown is list state (`month=2026-12`), the current month its default.
  const current = monthOf(dayKey(new Date()));
  const data = useCalendar(
    resource,
    useListChoice(resource, listState, onListState, {
      read: (params) => decodeMonth(params) ?? current,
      write: (month) => encodeMonth(monthOf(month), current),
    }),
  );
  const { today, month, weeks, days, nameOf, idOf, locked } = data;
  const { move, cell, over } = useCalendarMove(data, narrow);
  // A colleague's change reads the month again, not while a record is being dragged.
  useLiveReread([resource.name], data.reread, { held: move.state.phase !== 'idle', shows: data.shows });
  const dayFocus = useDayFocus(data);

  const create = (day: DayKey) => go({ view: 'create', preset: { [data.field]: atHour(day, NEW_HOUR) } });
  const open = (row: Row) => {
    const id = idOf(row);
    if (move.takeClick()) return;
    // What went out (or failed to) opens its delivery report; the rest opens the form.
    if (resource.commands.report && (locked(row) || row.status === 'failed')) go({ view: 'report', id });
    else go({ view: 'edit', id });
  };
  const entry = (row: Row) => (
    <CalendarEntry
      key={idOf(row)}
      id={idOf(row)}
      name={nameOf(row)}
      time={timeLabel(String(row[data.field]), locale)}
      status={typeof row.status === 'string' ? row.status : undefined}
      statusLabel={
        typeof row.status === 'string' ? resource.fields.status?.valueLabels?.[row.status] : undefined
      }
      readOnly={locked(row)}
      draggable={!narrow}
      dragging={move.dragging(idOf(row))}
      handle={move.handle(idOf(row))}
      helpId={helpId}
      lockNoteId={lockNoteId}
      onOpen={() => open(row)}
    />
  );

  if (data.error) return <Alert tone="error">{data.error}</Alert>;
  const inMonth = weeks.flat().filter((day) => monthOf(day) === month && days.has(day));
  const one = resource.words.one;
  return (
    <section ref={root} className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h1 id={titleId} className={styles.title}>
          {resource.label}
        </h1>
        <span className={controls.row}>
          <TrashButton resource={resource} go={go} />
          {can('create') && (
            <Button
              variant="primary"
              icon={Plus}
              onClick={() => create(monthOf(today) === month ? today : month)}
            >
              {resource.createLabel}
            </Button>
          )}
        </span>
      </div>
      <MonthBar month={month} today={today} titleId={monthId} loading={data.loading} show={data.showMonth} />
      <p className={controls.help}>
        <span id={helpId}>{narrow ? t.calendarHelpNarrow({ one }) : t.calendarHelp({ one })}</span>{' '}
        {!narrow && <span id={dayHelpId}>{t.dayHelp}</span>}
      </p>
      {data.rows.some(locked) && (
        <p id={lockNoteId} className={cal.legend}>
          <Icon icon={Lock} />
          {t.lockedNote({ one })}
        </p>
      )}
      {data.tooMany && (
        <Alert tone="warning">
          {t.onlyFirstOfMonth({ count: LIST_SCHEMA_MAX_LIMIT, many: resource.words.many })}
        </Alert>
      )}
      {narrow ? (
        inMonth.length === 0 ? (
          <p>{resource.emptyText}</p>
        ) : (
          <Agenda shownDays={inMonth} today={today} days={days} labelledBy={monthId} entry={entry} />
        )
      ) : (
        <MonthGrid
          month={month}
          weeks={weeks}
          today={today}
          days={days}
          labelledBy={monthId}
          over={over}
          cellRef={cell}
          entry={entry}
          dayNumber={(day) => (
            <DayNumber
              day={day}
              today={day === today}
              createLabel={can('create') ? resource.createLabel : null}
              tabStop={day === dayFocus.tabDay}
              helpId={dayHelpId}
              buttonRef={dayFocus.ref(day)}
              onCreate={() => create(day)}
              onKeyDown={(event) => dayFocus.onKeyDown(day, event)}
              onFocus={() => dayFocus.onFocus(day)}
            />
          )}
        />
      )}
      <p role="status" className={controls.visuallyHidden}>
        {move.announcement}
      </p>
    </section>
  );
}
