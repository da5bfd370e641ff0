import { describe, expect, it } from 'vitest';
import {
  entryShape,
  formatDateEntry,
  formatTimeEntry,
  joinDateTime,
  parseDateEntry,
  parseTimeEntry,
  sameDayMonthsLater,
  splitDateTime,
} from '../../../lib/format/date-entry.ts';

describe('dates typed in the user locale (docs/behaviour.md#validation, "Dates typed and picked")', () => {
  const en = entryShape('en');
  const es = entryShape('es');

  it('writes and reads the locale order', () => {
    expect(en.datePattern).toBe('MM/DD/YYYY');
    expect(es.datePattern).toBe('DD/MM/YYYY');
    expect(formatDateEntry('2026-03-14', en)).toBe('03/14/2026');
    expect(formatDateEntry('2026-03-14', es)).toBe('14/03/2026');
    expect(parseDateEntry('3/14/2026', en)).toBe('2026-03-14');
    expect(parseDateEntry('14.3.2026', es)).toBe('2026-03-14');
    expect(parseDateEntry('2026-03-14', es)).toBe('2026-03-14');
  });

  it('refuses what is no day', () => {
    expect(parseDateEntry('02/30/2026', en)).toBeNull();
    expect(parseDateEntry('14/03/2026', en)).toBeNull();
    expect(parseDateEntry('3/14/26', en)).toBeNull();
    expect(parseDateEntry('soon', en)).toBeNull();
  });

  it('reads times with and without AM and PM', () => {
    expect(parseTimeEntry('7:30 PM')).toBe('19:30');
    expect(parseTimeEntry('12 am')).toBe('00:00');
    expect(parseTimeEntry('19:30')).toBe('19:30');
    expect(parseTimeEntry('1930')).toBe('19:30');
    expect(parseTimeEntry('25:00')).toBeNull();
    expect(formatTimeEntry('19:30', en)).toBe('7:30 PM');
    expect(formatTimeEntry('19:30', es)).toBe('19:30');
  });

  it("gives the form the browser inputs' value, or the text for the form to refuse", () => {
    expect(joinDateTime('03/14/2026', '9:00 AM', true, en)).toBe('2026-03-14T09:00');
    expect(joinDateTime('03/14/2026', '', true, en)).toBe('2026-03-14T00:00');
    expect(joinDateTime('', '', true, en)).toBe('');
    expect(joinDateTime('03/14/2026', '', false, en)).toBe('2026-03-14');
    expect(joinDateTime('next week', '', false, en)).toBe('next week');
    expect(splitDateTime('2026-03-14T09:00')).toEqual({ date: '2026-03-14', time: '09:00' });
  });

  it('moves a month keeping the day inside it', () => {
    expect(sameDayMonthsLater('2026-01-31', 1)).toBe('2026-02-28');
    expect(sameDayMonthsLater('2026-03-14', -1)).toBe('2026-02-14');
  });
});
