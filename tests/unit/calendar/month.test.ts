// A zone with daylight saving, so that "keeps its time of day" is tested across a change of offset
// (set before any Date is made; vitest runs each file in its own process).
process.env.TZ = 'America/Denver';

import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  atHour,
  byDay,
  dayKey,
  gridSpan,
  monthMatrix,
  monthOf,
  moveToDay,
  stepFor,
  weekdayNames,
} from '../../../lib/calendar/month.ts';

describe('month calendar arithmetic', () => {
  it('builds the weeks of a month, Sunday first, from the week of the 1st to the week of the last day', () => {
    const weeks = monthMatrix('2026-11-15');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ]);
    expect(weeks.at(-1)).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('gives 4 to 6 rows and honours a Monday start', () => {
    expect(monthMatrix('2026-02-01')).toHaveLength(4); // February 2026 starts on a Sunday, 28 days
    expect(monthMatrix('2026-08-01')).toHaveLength(6); // August 2026: Saturday the 1st, 31 days
    const monday = monthMatrix('2026-11-01', 1);
    expect(monday[0]![0]).toBe('2026-10-26');
    expect(monday[0]![6]).toBe('2026-11-01');
  });

  it('steps months and days across year ends, leap days and a daylight-saving change', () => {
    expect(addMonths('2026-12-31', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01-31', -1)).toBe('2025-12-01');
    expect(monthOf('2028-02-29')).toBe('2028-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-11-01', -1)).toBe('2026-10-31');
    expect(addDays('2026-03-07', 7)).toBe('2026-03-14');
  });

  it('moves an instant to another day keeping its local time of day, across the end of summer time', () => {
    const before = new Date(2026, 9, 30, 18, 30).toISOString(); // 30 Oct, 18:30 MDT (UTC-6)
    const moved = moveToDay(before, '2026-11-03'); // 3 Nov is MST (UTC-7)
    const local = new Date(moved);
    expect(dayKey(local)).toBe('2026-11-03');
    expect([local.getHours(), local.getMinutes()]).toEqual([18, 30]);
    expect(moved).toBe('2026-11-04T01:30:00.000Z');
  });

  it('groups records by local day in time order, and spans the grid for the list query', () => {
    const rows = [
      { id: 1, at: new Date(2026, 10, 5, 17).toISOString() },
      { id: 2, at: new Date(2026, 10, 5, 8).toISOString() },
      { id: 3, at: new Date(2026, 10, 6, 23, 59).toISOString() },
    ];
    const days = byDay(rows, 'at');
    expect(days.get('2026-11-05')!.map((row) => row.id)).toEqual([2, 1]);
    expect(days.get('2026-11-06')!.map((row) => row.id)).toEqual([3]);
    const span = gridSpan(monthMatrix('2026-11-01'));
    expect(span).toEqual({
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 11, 6).toISOString(),
    });
  });

  it('names weekdays, starts new records at a local hour and maps arrow keys to steps', () => {
    expect(weekdayNames('en-US')).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect(weekdayNames('en-US', 1, 'short')[0]).toBe('Mon');
    expect(new Date(atHour('2026-11-05', 9)).getHours()).toBe(9);
    expect([stepFor('ArrowLeft'), stepFor('ArrowRight'), stepFor('ArrowUp'), stepFor('ArrowDown')]).toEqual([
      -1, 1, -7, 7,
    ]);
    expect(stepFor('Enter')).toBeNull();
  });
});
