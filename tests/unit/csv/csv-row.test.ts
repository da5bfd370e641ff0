import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from '../../../lib/csv/csv-row.ts';

describe('CSV cells', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
    ['a,b', '"a,b"'],
    ['line\nbreak', '"line\nbreak"'],
    [' padded', '" padded"'],
    ['plain', 'plain'],
  ])('%j becomes %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes null as empty, lists joined by "; ", numbers and booleans as text, CRLF lines', () => {
    expect(csvRow([null, undefined, ['a', 'b'], 3, false])).toBe(',,a; b,3,false\r\n');
  });
});
