import { describe, expect, it } from 'vitest';
import { formatCents, formatInteger } from '../../../lib/format/number.ts';

// The hand-written formats must write exactly what en-US Intl writes (lib/format/number.ts says why).
const intlInteger = new Intl.NumberFormat('en-US');
const intlCents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('formatInteger', () => {
  it.each([0, 1, 12, 999, 1000, 1234, 99_999, 100_000, 1_234_567, 1_000_000_000, -1, -1000, -1_234_567])(
    '%d as en-US writes it',
    (value) => expect(formatInteger(value)).toBe(intlInteger.format(value)),
  );
});

describe('formatCents', () => {
  it.each([0, 1, 5, 10, 99, 100, 105, 1234, 123_456, 1_234_567, 100_000_000, -5, -1234, -1_234_567])(
    '%d cents as en-US writes them',
    (value) => expect(formatCents(value)).toBe(intlCents.format(value / 100)),
  );
});
