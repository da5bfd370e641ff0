import { describe, expect, it } from 'vitest';
import { z } from '../../../lib/protocol/z.ts';
import { messagesOf } from './check.ts';

describe('schema messages in the user words (docs/behaviour.md#validation)', () => {
  const form = z.object({
    name: z.string().check(z.minLength(4), z.maxLength(6)),
    email: z.email(),
    count: z.number().check(z.gte(1), z.lte(9)),
    whole: z.int(),
    flag: z.boolean(),
    tags: z.array(z.string()).check(z.minLength(1), z.maxLength(2)),
    size: z.enum(['sm', 'md']),
    site: z.url(),
    day: z.iso.date(),
    at: z.iso.datetime(),
    code: z.string().check(z.regex(/^[A-Z]{3}$/)),
  });
  const valid = {
    name: 'abcd',
    email: 'ada@example.com',
    count: 1,
    whole: 3,
    flag: true,
    tags: ['a'],
    size: 'sm',
    site: 'https://example.com',
    day: '2026-03-14',
    at: '2026-03-14T09:30:00Z',
    code: 'USD',
  };

  it.each([
    // The spec's defaults, word for word.
    ['a missing field', { name: undefined }, 'name', 'Required'],
    ['a null field', { name: null }, 'name', 'Required'],
    ['a missing enum', { size: undefined }, 'size', 'Required'],
    ['a bad email', { email: 'ada@' }, 'email', 'Invalid email'],
    ['a short string', { name: 'abc' }, 'name', 'String must contain at least 4 character(s)'],
    // Everything else: the fix.
    ['a long string', { name: 'abcdefg' }, 'name', 'Use at most 6 characters'],
    ['a text for a text field of another type', { name: 5 }, 'name', 'Enter text'],
    ['a text for a number', { count: '3' }, 'count', 'Enter a number'],
    ['a fraction for a whole number', { whole: 1.5 }, 'whole', 'Enter a whole number'],
    ['a word for a flag', { flag: 'yes' }, 'flag', 'Enter true or false'],
    ['a text for a list', { tags: 'a' }, 'tags', 'Enter a list'],
    ['a small number', { count: 0 }, 'count', 'Enter 1 or more'],
    ['a big number', { count: 10 }, 'count', 'Enter 9 or less'],
    ['an empty list', { tags: [] }, 'tags', 'Required'],
    ['a long list', { tags: ['a', 'b', 'c'] }, 'tags', 'Use at most 2 items'],
    ['a value of no option', { size: 'xl' }, 'size', 'Choose one of sm, md'],
    ['a bad web address', { site: 'example' }, 'site', 'Enter a web address like https://example.com'],
    ['a bad date', { day: '2026-02-30' }, 'day', 'Enter a date like 2026-03-14'],
    ['a bad date and time', { at: 'yesterday' }, 'at', 'Enter a date and time like 2026-03-14T09:30:00Z'],
    ['a pattern without its own message', { code: 'usd' }, 'code', 'Check this value'],
  ])('words %s', (_case, change, path, message) => {
    expect(messagesOf(form, { ...valid, ...change })).toEqual({ [path]: message });
  });

  it('never shows a schema library wording', () => {
    const wrong = {
      name: 'a'.repeat(9),
      count: -4,
      whole: 'x',
      flag: 1,
      size: 'xl',
      site: 'x',
      day: 'x',
      tags: [],
    };
    for (const message of Object.values(messagesOf(form, { ...valid, ...wrong })))
      expect(message).not.toMatch(
        /expected|received|must be|element\(s\)|Invalid (?!email)|Too (small|big)/i,
      );
  });

  it("says 'Required' for an empty text that must have one character, not a count of characters", () => {
    const required = z.object({ first_name: z.string().check(z.trim(), z.minLength(1)) });
    expect(messagesOf(required, { first_name: '  ' })).toEqual({ first_name: 'Required' });
  });

  it('accepts the values at both limits', () => {
    expect(messagesOf(form, valid)).toEqual({});
    expect(messagesOf(form, { ...valid, name: 'abcdef', count: 9, tags: ['a', 'b'] })).toEqual({});
  });

  it('names the keys a strict object does not take', () => {
    expect(messagesOf(z.strictObject({ a: z.string() }), { a: 'x', b: 1, c: 2 })).toEqual({
      '': 'Leave out b, c: not accepted here',
    });
    expect(messagesOf(z.object({ a: z.object({ b: z.string() }) }), { a: 'x' })).toEqual({
      a: 'Enter a set of named values',
    });
  });

  it('counts a real minimum of a list', () => {
    expect(messagesOf(z.array(z.string()).check(z.minLength(2)), ['a'])).toEqual({
      '': 'Add at least 2 items',
    });
  });

  it("gives a refused record key the key schema's own message", () => {
    const record = z.record(z.string().check(z.regex(/^[a-z]+$/, 'Lower-case key only')), z.number());
    expect(messagesOf(record, { Upper: 1 })).toEqual({ Upper: 'Lower-case key only' });
  });

  it("keeps a check's own message over the default one", () => {
    expect(messagesOf(z.number().check(z.gte(0, 'A position is 0 or more')), -1)).toEqual({
      '': 'A position is 0 or more',
    });
  });

  it('says what to do when no branch of a union fits', () => {
    expect(messagesOf(z.union([z.number(), z.boolean()]), 'x')).toEqual({ '': 'Check this value' });
    expect(messagesOf(z.object({ v: z.union([z.number(), z.boolean()]) }), {})).toEqual({ v: 'Required' });
  });
});
