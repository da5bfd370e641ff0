import { describe, expect, it } from 'vitest';
import { z } from '../../../lib/protocol/z.ts';
import { messagesOf } from './check.ts';

describe('default messages (docs/behaviour.md#validation)', () => {
  const form = z.object({
    name: z.string().check(z.minLength(4), z.maxLength(6)),
    email: z.email(),
    count: z.number().check(z.gte(1), z.lte(9)),
    tags: z.array(z.string()).check(z.minLength(1), z.maxLength(2)),
  });
  const valid = { name: 'abcd', email: 'ada@example.com', count: 1, tags: ['a'] };

  it.each([
    ['a missing field', { name: undefined }, 'name', 'Required'],
    ['a null field', { name: null }, 'name', 'Required'],
    ['a field of the wrong type', { name: 5 }, 'name', 'Expected string, received number'],
    ['a bad email', { email: 'ada@' }, 'email', 'Invalid email'],
    ['a short string', { name: 'abc' }, 'name', 'String must contain at least 4 character(s)'],
    ['a long string', { name: 'abcdefg' }, 'name', 'String must contain at most 6 character(s)'],
    ['a small number', { count: 0 }, 'count', 'Number must be greater than or equal to 1'],
    ['a big number', { count: 10 }, 'count', 'Number must be less than or equal to 9'],
    ['an empty array', { tags: [] }, 'tags', 'Array must contain at least 1 element(s)'],
    ['a long array', { tags: ['a', 'b', 'c'] }, 'tags', 'Array must contain at most 2 element(s)'],
  ])('words %s the way the spec quotes it', (_case, change, path, message) => {
    expect(messagesOf(form, { ...valid, ...change })).toEqual({ [path]: message });
  });

  it("says 'Required' for an empty text that must have one character, not a count of characters", () => {
    const required = z.object({ first_name: z.string().check(z.trim(), z.minLength(1)) });
    expect(messagesOf(required, { first_name: '  ' })).toEqual({ first_name: 'Required' });
  });

  it('accepts the values at both limits', () => {
    expect(messagesOf(form, valid)).toEqual({});
    expect(messagesOf(form, { ...valid, name: 'abcdef', count: 9, tags: ['a', 'b'] })).toEqual({});
  });

  it('lists the allowed values of an enum and the unknown keys of a strict object', () => {
    expect(messagesOf(z.enum(['sm', 'md']), 'xl')).toEqual({
      '': 'Invalid value, expected one of "sm", "md"',
    });
    expect(messagesOf(z.strictObject({ a: z.string() }), { a: 'x', b: 1, c: 2 })).toEqual({
      '': 'Unrecognized key(s): b, c',
    });
  });

  it("gives a refused record key the key schema's own message", () => {
    const record = z.record(z.string().check(z.regex(/^[a-z]+$/, 'Lower-case key only')), z.number());
    expect(messagesOf(record, { Upper: 1 })).toEqual({ Upper: 'Lower-case key only' });
  });

  it('still says null is a null when null is what the schema expects', () => {
    expect(messagesOf(z.null(), 'x')).toEqual({ '': 'Expected null, received string' });
    expect(messagesOf(z.null(), undefined)).toEqual({ '': 'Required' });
  });

  it("says 'Required' for a missing enum field, like any other", () => {
    expect(messagesOf(z.object({ size: z.enum(['sm', 'md']) }), {})).toEqual({ size: 'Required' });
  });
});
