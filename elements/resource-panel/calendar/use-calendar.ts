import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { callCommand } from '../../../lib/api/api.ts';
import { planMove } from '../../../lib/calendar/move.ts';
import {
  byDay,
  dayKey,
  dayLabel,
  gridSpan,
  monthMatrix,
  monthOf,
  type DayKey,
} from '../../../lib/calendar/month.ts';
import { followMyJobs } from '../../../lib/jobs/my-jobs.ts';
import { moveTexts } from '../../../lib/move/move-texts.ts';
import { refusedAsStale } from '../../../lib/move/stale.ts';
import { LIST_SCHEMA_MAX_LIMIT, type ListResponse } from '../../../lib/protocol/list.ts';
import { commandOf } from '../../../lib/resources/command-of.ts';
import type { ResourceWith } from '../../../lib/resources/spec.ts';
import { recordName } from '../../../lib/resources/record-name.ts';
import { rowId } from '../../../lib/resources/record-types.ts';
import type { LiveChange } from '../../../lib/protocol/live.ts';
import { $session } from '../../../lib/session/session.ts';
import { showToast } from '../../../lib/toasts/toasts.ts';
import { useLocale, useTexts } from '../../runtime/locale.tsx';
import { useCan } from '../common/use-access.ts';
import { useRestoredReload } from '../trash/use-restored-reload.ts';

type Row = Record<string, unknown>;

/**
 * A calendar area's records for the month shown (docs/behaviour.md, Broadcasts), and the one call that
 * moves a record to another day, keeping its time of day.
 */
export function useCalendar(
  resource: ResourceWith<'calendar'>,
  [month, showMonth]: [DayKey, (month: DayKey) => void],
) {
  const field = resource.calendar;
  const idKey = resource.idKey;
  const session = useStore($session);
  const can = useCan(resource);
  const locale = useLocale();
  const t = useTexts(moveTexts);
  const today = dayKey(new Date());
  const weeks = useMemo(() => monthMatrix(month), [month]);
  // The records with the month they were fetched for: another month's are shown until the new ones come.
  const [loaded, setLoaded] = useState<{ month: DayKey; rows: Row[] } | null>(null);
  const rows = loaded?.rows ?? null;
  const [error, setError] = useState<string | null>(null);
  const [tooMany, setTooMany] = useState(false);
  // Bumped to fetch the month again (a record restored from the trash).
  const [fetches, setFetches] = useState(0);
  useRestoredReload(
    resource,
    useCallback(() => setFetches((count) => count + 1), []),
  );
  const nameOf = (row: Row) => recordName(resource, row);
  const caller = { id: session.id, access: session.access };

  useEffect(() => {
    let live = true;
    const { from, to } = gridSpan(weeks);
    callCommand(commandOf(resource, 'list'), {
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
  }, [resource, field, month, weeks, fetches]);

  const days = useMemo(() => byDay(rows ?? [], field), [rows, field]);
  // A broadcast scheduled or moved here comes back to this view: its send job joins the status bar.
  useEffect(() => followMyJobs(), [rows]);

  /** The record as the server answered, in place of the one shown. */
  const replace = (id: number, saved: Row) =>
    setLoaded(
      (current) =>
        current && { ...current, rows: current.rows.map((each) => (each[idKey] === id ? saved : each)) },
    );

  /**
   * Moves a record to `day`: what to announce and whether focus follows the record, or null for its own
   * day. A refusal (read-only, a time the area's rule refuses) is said in words. A move based on a version
   * someone changed since is refused by the server with theirs (docs/behaviour.md#conflicts): the calendar
   * shows it at once, says so, and fetches the month again, as the board does.
   */
  const save = async (row: Row, day: DayKey): Promise<{ said: string; follow: boolean } | null> => {
    const plan = planMove(resource, row, day, { caller, now: new Date(), name: nameOf(row), locale, t });
    if (plan.kind === 'same') return null;
    if (plan.kind === 'refused') {
      showToast('error', plan.message);
      return { said: plan.message, follow: false };
    }
    const id = rowId(resource, row);
    try {
      const saved = await callCommand(commandOf(resource, 'update'), plan.changes, { report: false });
      replace(id, saved);
      if (!weeks.some((week) => week.includes(day))) showMonth(monthOf(day));
      return { said: plan.announcement, follow: true };
    } catch (error) {
      const theirs = refusedAsStale(error, t.staleDay({ one: resource.words.one }), (current) =>
        current[idKey] === id ? current : undefined,
      );
      // Any other refusal was shown as the API's error: the record stays where it was.
      if (!theirs) return null;
      replace(id, theirs);
      setFetches((count) => count + 1);
      const day = dayLabel(dayKey(new Date(String(theirs[field]))), locale);
      return { said: t.calendarChanged({ name: nameOf(theirs), day }), follow: true };
    }
  };

  return {
    field,
    today,
    month,
    weeks,
    showMonth,
    loading: loaded?.month !== month,
    rows: rows ?? [],
    days,
    error,
    tooMany,
    save,
    nameOf,
    idOf: (row: Row) => rowId(resource, row),
    /** Reads the month again (a colleague's change, docs/behaviour.md#live-changes). */
    reread: () => setFetches((count) => count + 1),
    /** Whether the month shows this change already: its own move, answered. */
    shows: (change: LiveChange) =>
      change.updated_at !== null &&
      rows?.find((row) => rowId(resource, row) === change.record_id)?.updated_at === change.updated_at,
    /** Whether the viewer may not change the record (a sent broadcast): it neither moves nor edits. */
    locked: (row: Row) => !can('update') || resource.editable?.(row, caller) === false,
  };
}

export type CalendarData = ReturnType<typeof useCalendar>;
