import { expect, it } from 'vitest';
import { valueText } from '../../../lib/format/value-text.ts';

it('writes a value as a sentence would: flags, enums, levels, amounts, lists', () => {
  expect(valueText({ kind: 'bool' }, false)).toBe('No');
  expect(valueText({ kind: 'bool' }, 1)).toBe('Yes');
  expect(valueText({ kind: 'bool' }, 'true')).toBe('Yes');
  expect(valueText({ kind: 'enum' }, 'sms')).toBe('SMS');
  expect(valueText({ kind: 'enum' }, 'in_progress')).toBe('In progress');
  expect(valueText({ kind: 'level' }, 7)).toBe('7 · Admin');
  expect(valueText({ kind: 'int', format: 'cents' }, 1250)).toBe('12.50');
  expect(valueText({ kind: 'tags' }, ['a', 'b'])).toBe('a, b');
  expect(valueText({ kind: 'phone' }, '5551234567')).toBe('(555) 123-4567');
  expect(valueText({ kind: 'ref' }, 12)).toBe('#12');
});

it('leaves an empty value empty, and reads a field it does not know as plain text', () => {
  expect(valueText({ kind: 'text' }, null)).toBe('');
  expect(valueText({ kind: 'text' }, '')).toBe('');
  expect(valueText(undefined, true)).toBe('Yes');
  expect(valueText(undefined, { a: 1 })).toBe('a: 1');
  expect(valueText({ kind: 'date' }, 'not a date')).toBe('not a date');
});
