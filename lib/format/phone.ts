import { PHONE_DIGITS } from '../protocol/limits.ts';

/** The digits of a phone input, at most the 10 a North American number has (docs/behaviour.md#limits). */
export const phoneDigits = (input: string): string => input.replace(/\D/g, '').slice(0, PHONE_DIGITS);

/**
 * Formats as the user types, so the field always shows the (XXX) XXX-XXXX shape of what was entered so
 * far: '555' -> '(555', '5551' -> '(555) 1', '5551234' -> '(555) 123-4'. Anything past 10 digits is dropped.
 */
export function formatPhone(input: string): string {
  const digits = phoneDigits(input);
  if (digits.length === 0) return '';
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  if (digits.length <= 3) return `(${area}`;
  if (digits.length <= 6) return `(${area}) ${exchange}`;
  return `(${area}) ${exchange}-${line}`;
}
