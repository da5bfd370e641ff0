import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDate,
  formatDateTime,
  formatTime,
  formatTimestamp,
  toDate,
} from '../../../lib/format/date.ts';

// Built with the local-time constructor so the expectations hold in any time zone the tests run in.
const afternoon = new Date(2024, 0, 5, 15, 7, 9);

describe('date formats (docs/behaviour.md#limits)', () => {
  it("'Mon D, YYYY h:mm AM/PM'", () => {
    expect(formatDateTime(afternoon)).toBe('Jan 5, 2024 3:07 PM');
    expect(formatDateTime(new Date(2023, 11, 31, 9, 30))).toBe('Dec 31, 2023 9:30 AM');
  });

  it("'YYYY-MM-DD HH:mm:ss' pads every part", () => {
    expect(formatTimestamp(afternoon)).toBe('2024-01-05 15:07:09');
    expect(formatTimestamp(new Date(2024, 8, 9, 0, 0, 0))).toBe('2024-09-09 00:00:00');
  });

  it("'Mon D, YYYY'", () => {
    expect(formatDate(afternoon)).toBe('Jan 5, 2024');
    expect(formatDate(new Date(2024, 10, 28))).toBe('Nov 28, 2024');
  });

  it("'h:mm AM/PM' around midnight and noon", () => {
    expect(formatTime(new Date(2024, 0, 1, 0, 5))).toBe('12:05 AM');
    expect(formatTime(new Date(2024, 0, 1, 11, 59))).toBe('11:59 AM');
    expect(formatTime(new Date(2024, 0, 1, 12, 0))).toBe('12:00 PM');
    expect(formatTime(new Date(2024, 0, 1, 23, 1))).toBe('11:01 PM');
  });

  it("the gate's 'HH:mm' around midnight and noon", () => {
    expect(formatClock(new Date(2024, 0, 1, 0, 5))).toBe('00:05');
    expect(formatClock(new Date(2024, 0, 1, 12, 0))).toBe('12:00');
    expect(formatClock('2026-06-01 19:42:00')).toBe('19:42');
    expect(formatClock('not a date')).toBe('');
  });

  it('reads the API timestamp shape and a bare date as local time', () => {
    expect(formatTimestamp('2024-01-05 15:07:09')).toBe('2024-01-05 15:07:09');
    expect(formatDate('2024-03-01')).toBe('Mar 1, 2024');
    expect(toDate('2024-03-01T10:20')?.getHours()).toBe(10);
  });

  it('accepts ISO strings with a zone and epoch milliseconds', () => {
    const instant = Date.UTC(2024, 5, 15, 12, 0, 0);
    expect(formatTimestamp(new Date(instant).toISOString())).toBe(formatTimestamp(new Date(instant)));
    expect(formatDateTime(afternoon.getTime())).toBe('Jan 5, 2024 3:07 PM');
  });

  it('renders an unreadable date as an empty string', () => {
    expect(formatDateTime('not a date')).toBe('');
    expect(formatTime(new Date(Number.NaN))).toBe('');
    expect(toDate('2024-13-45 99:99:99')).toBeNull();
  });
});
