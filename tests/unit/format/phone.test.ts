import { describe, expect, it } from 'vitest';
import { formatPhone, phoneDigits } from '../../../lib/format/phone.ts';

describe('formatPhone (docs/behaviour.md#screens profile form, docs/behaviour.md#limits: (XXX) XXX-XXXX, 10 digits)', () => {
  it('formats a full number', () => {
    expect(formatPhone('5551234567')).toBe('(555) 123-4567');
  });

  it('formats progressively while digits are typed', () => {
    const typed = '5551234567'.split('').map((_, i) => formatPhone('5551234567'.slice(0, i + 1)));
    expect(typed).toEqual([
      '(5',
      '(55',
      '(555',
      '(555) 1',
      '(555) 12',
      '(555) 123',
      '(555) 123-4',
      '(555) 123-45',
      '(555) 123-456',
      '(555) 123-4567',
    ]);
  });

  it('ignores non-digits and re-formats an already formatted value', () => {
    expect(formatPhone('(555) 123-45')).toBe('(555) 123-45');
    expect(formatPhone('555.123.4567')).toBe('(555) 123-4567');
    expect(formatPhone('abc')).toBe('');
  });

  it('keeps at most 10 digits', () => {
    expect(formatPhone('555123456789')).toBe('(555) 123-4567');
    expect(phoneDigits('+1 (555) 123-4567 ext 9')).toBe('1555123456');
  });
});
