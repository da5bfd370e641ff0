import { useStore } from '@nanostores/react';
import { ChevronLeft, ChevronRight, Lock, Plus } from 'lucide-react';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { callCommand } from '../../lib/api/api.ts';
import { followMyJobs } from '../../lib/jobs/my-jobs.ts';
import { planMove } from '../../lib/calendar/move.ts';
import {
  addDays,
  addMonths,
  atHour,
  byDay,
  dayKey,
  dayLabel,
  gridSpan,
  monthLabel,
  monthMatrix,
  monthOf,
  stepFor,
  timeLabel,
  weekdayNames,
  type DayKey,
} from '../../lib/calendar/month.ts';
import { $shownMonths } from '../../lib/calendar/shown-month.ts';
import { LIST_SCHEMA_MAX_LIMIT, type ListResponse } from '../../lib/protocol/list.ts';
import type { Resource } from '../../lib/resources/define.ts';
import { recordName } from '../../lib/resources/record-name.ts';
import { $session } from '../../lib/session/session.ts';
import { showToast } from '../../lib/toasts/toasts.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';
import * as controls from '../ui/controls.css.ts';
import type { PanelNavigation } from './panel-view.ts';
import { useCan } from './use-access.ts';
import { useNarrow } from './use-narrow.ts';
import * as cal from './calendar.css.ts';
import * as styles from './styles.css.ts';

type Row = Record<string, unknown>;

// Below this width a month grid's cells are too small to read: the days with records become a list.
const NARROW_PX = 640;
// A press that moves less than this is a click (open the record), not a drag.
const DRAG_PX = 4;
// A record created from a day starts at this local hour.
const NEW_HOUR = 9;

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * The list of an area whose definition names a `calendar` field (broadcasts): a month grid of its records,
 * or an agenda of the days that have some when the panel is narrow. A day's number creates a record on
 * that day; a record opens its edit form; a record moves to another day by drag or by Shift with an arrow
 * key, keeping its time of day. Records the area keeps read-only (sent broadcasts) do not move.
 */
export function CalendarView({ resource, go }: { resource: Resource; go: PanelNavigation }) {
  const field = resource.calendar!;
  const idKey = resource.idKey;
  const titleId = useId();
  const monthId = useId();
  const helpId = useId();
  const dayHelpId = useId();
  const session = useStore($session);
  const can = useCan(resource);
  const today = dayKey(new Date());
  const [month, setShownMonth] = useState(() => $shownMonths.get()[resource.name] ?? monthOf(today));
  const weeks = useMemo(() => monthMatrix(month), [month]);
  // The records with the month they were fetched for: another month's are shown until the new ones come.
  const [loaded, setLoaded] = useState<{ month: DayKey; rows: Row[] } | null>(null);
  const rows = loaded?.rows ?? null;
  const [error, setError] = useState<string | null>(null);
  const [tooMany, setTooMany] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [focusId, setFocusId] = useState<number | null>(null);
  const [drag, setDrag] = useState<{ id: number; over: DayKey | null } | null>(null);
  // The one day of the grid in the tab order (a roving tab stop); the arrow keys move it.
  const [activeDay, setActiveDay] = useState<DayKey>(today);
  const [focusDay, setFocusDay] = useState<DayKey | null>(null);
  const dayButtons = useRef(new Map<DayKey, HTMLButtonElement>());
  const pressed = useRef<{ id: number; x: number; y: number; moved: boolean } | null>(null);
  const dragEnded = useRef(false);
  const cells = useRef(new Map<DayKey, HTMLElement>());
  const chips = useRef(new Map<number, HTMLButtonElement>());
  const root = useRef<HTMLElement>(null);
  const narrow = useNarrow(root, NARROW_PX);
  const nameOf = (row: Row) => recordName(resource, row);
  const locked = (row: Row) =>
    !can('update') || resource.editable?.(row, { id: session.id, access: session.access }) === false;

  const showMonth = (next: DayKey) => {
    $shownMonths.setKey(resource.name, next);
    setShownMonth(next);
  };

  useEffect(() => {
    let live = true;
    const { from, to } = gridSpan(weeks);
    callCommand(resource.commands.list!, {
      filters: [
        { field, operator: '>=', value: from },
        { field, operator: '<', value: to },
      ],
      sort: field,
      order: 'asc',
      page: 1,
      limit: LIST_SCHEMA_MAX_LIMIT,
    }).then(
      (response) => {
        if (!live) return;
        const { list, count } = response as ListResponse<Row>;
        setLoaded({ month, rows: list });
        setTooMany(count > list.length);
      },
      (failure: Error) => live && setError(failure.message),
    );
    return () => {
      live = false;
    };
  }, [resource, field, month, weeks]);

  // A moved record's button is a new node in another cell (or month): focus follows it there.
  useLayoutEffect(() => {
    if (focusId === null) return;
    const chip = chips.current.get(focusId);
    if (!chip) return;
    chip.focus();
    setFocusId(null);
  }, [focusId, rows, narrow]);

  useLayoutEffect(() => {
    if (focusDay === null) return;
    const button = dayButtons.current.get(focusDay);
    if (!button) return;
    button.focus();
    setFocusDay(null);
  }, [focusDay, weeks]);

  const days = useMemo(() => byDay(rows ?? [], field), [rows, field]);
  // A broadcast scheduled or moved here comes back to this view: its send job joins the status bar.
  useEffect(() => followMyJobs(), [rows]);

  const create = (day: DayKey) => go({ view: 'create', preset: { [field]: atHour(day, NEW_HOUR) } });

  const move = async (row: Row, day: DayKey) => {
    const plan = planMove(resource, row, day, {
      caller: { id: session.id, access: session.access },
      now: new Date(),
      name: nameOf(row),
    });
    if (plan.kind === 'same') return;
    if (plan.kind === 'refused') {
      setAnnouncement(plan.message);
      showToast('error', plan.message);
      return;
    }
    const id = row[idKey] as number;
    try {
      const saved = (await callCommand(resource.commands.update!, plan.changes)) as Row;
      setLoaded(
        (current) =>
          current && { ...current, rows: current.rows.map((each) => (each[idKey] === id ? saved : each)) },
      );
      setAnnouncement(plan.announcement);
      setFocusId(id);
      if (!weeks.some((week) => week.includes(day))) showMonth(monthOf(day));
    } catch {
      // The API client has shown the server's refusal as a toast; the record stays where it was.
    }
  };

  const dayAt = (x: number, y: number): DayKey | null => {
    for (const [day, cell] of cells.current) {
      const box = cell.getBoundingClientRect();
      if (x >= box.left && x < box.right && y >= box.top && y < box.bottom) return day;
    }
    return null;
  };

  const onPointerDown = (row: Row, event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0 || locked(row) || narrow) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pressed.current = { id: row[idKey] as number, x: event.clientX, y: event.clientY, moved: false };
  };
  const onPointerMove = (row: Row, event: PointerEvent<HTMLButtonElement>) => {
    const press = pressed.current;
    if (!press || press.id !== row[idKey]) return;
    if (!press.moved && Math.hypot(event.clientX - press.x, event.clientY - press.y) < DRAG_PX) return;
    press.moved = true;
    setDrag({ id: press.id, over: dayAt(event.clientX, event.clientY) });
  };
  const onPointerUp = (row: Row, event: PointerEvent<HTMLButtonElement>) => {
    const press = pressed.current;
    pressed.current = null;
    if (!press?.moved) return;
    dragEnded.current = true;
    setDrag(null);
    const over = dayAt(event.clientX, event.clientY);
    if (over) void move(row, over);
  };
  const onKeyDown = (row: Row, event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape' && pressed.current) {
      // Escape drops nothing: the drag ends where it began, and the click that ends the press opens nothing.
      dragEnded.current = pressed.current.moved;
      pressed.current = null;
      setDrag(null);
      return;
    }
    const step = event.shiftKey ? stepFor(event.key) : null;
    if (step === null) return;
    event.preventDefault();
    void move(row, addDays(dayKey(new Date(String(row[field]))), step));
  };

  const chip = (row: Row) => {
    const id = row[idKey] as number;
    const readOnly = locked(row);
    return (
      <li key={id}>
        <button
          type="button"
          ref={(node) => {
            if (node) chips.current.set(id, node);
            else chips.current.delete(id);
          }}
          className={classes(
            cal.chip,
            readOnly ? cal.sent : !narrow && cal.draggable,
            drag?.id === id && cal.dragging,
          )}
          data-record-id={id}
          data-status={typeof row.status === 'string' ? row.status : undefined}
          title={nameOf(row)}
          aria-describedby={readOnly ? undefined : helpId}
          onClick={() => {
            if (dragEnded.current) dragEnded.current = false;
            // What went out (or failed to) opens its delivery report; the rest opens the form.
            else if (resource.commands.report && (readOnly || row.status === 'failed'))
              go({ view: 'report', id });
            else go({ view: 'edit', id });
          }}
          onPointerDown={(event) => onPointerDown(row, event)}
          onPointerMove={(event) => onPointerMove(row, event)}
          onPointerUp={(event) => onPointerUp(row, event)}
          onPointerCancel={() => {
            pressed.current = null;
            setDrag(null);
          }}
          onKeyDown={(event) => onKeyDown(row, event)}
        >
          <span className={cal.time}>{timeLabel(String(row[field]))}</span>
          <span className={cal.chipText}>{nameOf(row)}</span>
          {readOnly && <Icon icon={Lock} />}
          {(readOnly || typeof row.status === 'string') && (
            <span className={controls.visuallyHidden}>, {String(row.status ?? 'read-only')}</span>
          )}
        </button>
      </li>
    );
  };

  const onDayKeyDown = (day: DayKey, event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey || event.altKey || event.ctrlKey ? null : stepFor(event.key);
    if (step === null) return;
    event.preventDefault();
    const next = addDays(day, step);
    setActiveDay(next);
    setFocusDay(next);
    if (!weeks.some((week) => week.includes(next))) showMonth(monthOf(next));
  };

  // The tab stop stays on the shown month: today in today's month, else the 1st, unless arrows moved it.
  const tabDay = weeks.some((week) => week.includes(activeDay))
    ? activeDay
    : monthOf(today) === month
      ? today
      : month;

  const dayNumber = (day: DayKey) => {
    const number = Number(day.slice(8));
    const className = classes(cal.dayNumber, day === today && cal.today);
    return can('create') ? (
      <button
        type="button"
        ref={(node) => {
          if (node) dayButtons.current.set(day, node);
          else dayButtons.current.delete(day);
        }}
        className={className}
        tabIndex={day === tabDay ? 0 : -1}
        aria-describedby={dayHelpId}
        aria-label={`${resource.createLabel} on ${dayLabel(day)}`}
        onClick={() => create(day)}
        onKeyDown={(event) => onDayKeyDown(day, event)}
        onFocus={() => setActiveDay(day)}
      >
        {number}
      </button>
    ) : (
      <span className={className}>{number}</span>
    );
  };

  if (error) return <Alert tone="error">{error}</Alert>;
  const inMonth = weeks.flat().filter((day) => monthOf(day) === month && days.has(day));
  const noun = resource.label.toLowerCase();
  const names = weekdayNames(undefined, 0, 'long');
  const shortNames = weekdayNames(undefined, 0, 'short');
  return (
    <section ref={root} className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h1 id={titleId} className={styles.title}>
          {resource.label}
        </h1>
        {can('create') && (
          <Button
            variant="primary"
            icon={Plus}
            onClick={() => create(monthOf(today) === month ? today : month)}
          >
            {resource.createLabel}
          </Button>
        )}
      </div>
      <div className={cal.monthBar}>
        <Button
          iconOnly
          icon={ChevronLeft}
          label="Previous month"
          onClick={() => showMonth(addMonths(month, -1))}
        />
        <Button onClick={() => showMonth(monthOf(today))}>Today</Button>
        <Button
          iconOnly
          icon={ChevronRight}
          label="Next month"
          onClick={() => showMonth(addMonths(month, 1))}
        />
        <h2 id={monthId} className={cal.monthTitle} aria-live="polite">
          {monthLabel(month)}
        </h2>
        {loaded?.month !== month && <span role="status">Loading…</span>}
      </div>
      <p className={controls.help}>
        <span id={helpId}>
          {narrow ? `Focus a ${noun}` : `Drag a ${noun} to another day, or focus it,`} and press Shift with an
          arrow key to move it: Left and Right a day, Up and Down a week. It keeps its time of day.
        </span>{' '}
        {!narrow && (
          <span id={dayHelpId}>The arrow keys go from day to day; a day’s number creates one on it.</span>
        )}
      </p>
      {tooMany && (
        <Alert tone="warning">
          Only the first {LIST_SCHEMA_MAX_LIMIT} {resource.plural.toLowerCase()} of this month are shown.
        </Alert>
      )}
      {narrow ? (
        inMonth.length === 0 ? (
          <p>{resource.emptyText}</p>
        ) : (
          <ol className={cal.agenda} aria-labelledby={monthId}>
            {inMonth.map((day) => (
              <li key={day} aria-current={day === today ? 'date' : undefined}>
                <h3 className={cal.agendaDay}>
                  {dayLabel(day)}
                  {day === today && ' (today)'}
                </h3>
                <ul className={cal.items}>{days.get(day)!.map(chip)}</ul>
              </li>
            ))}
          </ol>
        )
      ) : (
        <table className={cal.grid} aria-labelledby={monthId}>
          <thead>
            <tr>
              {names.map((name, index) => (
                <th key={name} scope="col" abbr={name} className={cal.weekday}>
                  {shortNames[index]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]}>
                {week.map((day) => (
                  <td
                    key={day}
                    ref={(node) => {
                      if (node) cells.current.set(day, node);
                      else cells.current.delete(day);
                    }}
                    data-day={day}
                    aria-current={day === today ? 'date' : undefined}
                    className={classes(
                      cal.day,
                      monthOf(day) !== month && cal.otherMonth,
                      drag?.over === day && cal.dropTarget,
                    )}
                  >
                    {dayNumber(day)}
                    {days.has(day) && <ul className={cal.items}>{days.get(day)!.map(chip)}</ul>}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p role="status" className={controls.visuallyHidden}>
        {announcement}
      </p>
    </section>
  );
}
