import { describe, expect, it } from 'vitest';
import { fileMime } from '../../../server/media/sniff.ts';

const text = (value: string) => Buffer.from(value, 'utf8');

describe('fileMime', () => {
  it('types plain text by its name', () => {
    expect(fileMime(text('date,rodeo\n2026-06-01,Cody\n'), 'schedule.CSV')).toBe('text/csv');
    expect(fileMime(text('Terms\r\n\tof sponsorship'), 'terms.txt')).toBe('text/plain');
    expect(fileMime(text('Café, Ürümqi'), 'notes.md')).toBe('text/markdown');
  });

  it('keeps a character the sniffed head cut in two', () => {
    const whole = text('Résumé é');
    expect(fileMime(whole.subarray(0, whole.length - 1), 'cv.txt')).toBe('text/plain');
  });

  it('never types binary content or a runnable type as text', () => {
    expect(fileMime(Buffer.from([0x61, 0x00, 0x62]), 'data.csv')).toBe('application/octet-stream');
    expect(fileMime(Buffer.from([0xc3, 0x28, 0x41, 0x42, 0x43]), 'bad.txt')).toBe('application/octet-stream');
    expect(fileMime(text('<html><script>alert(1)</script>'), 'page.html')).toBe('application/octet-stream');
    expect(fileMime(text('<svg onload="x()"/>'), 'logo.svg')).toBe('application/octet-stream');
    expect(fileMime(text('%PDF-1.7'), 'report.txt')).toBe('application/pdf');
  });
});
