import { describe, expect, it } from 'vitest';
import {
  access,
  DESCRIPTION_MAX,
  email,
  flag,
  flagText,
  id,
  idField,
  name,
  NAME_MAX,
  numericFlag,
  passhash,
  PASSWORD_MIN,
  phone,
  phoneLabel,
  SAFE_KEY,
} from '../../../lib/protocol/fields.ts';
import { messagesOf, PASSHASH, text } from './check.ts';

describe('business limits (docs/behaviour.md#limits)', () => {
  it('names 150 characters, description 2500, password minimum 4', () => {
    expect([NAME_MAX, DESCRIPTION_MAX, PASSWORD_MIN]).toEqual([150, 2500, 4]);
  });
});

describe('name (docs/behaviour.md#validation, docs/behaviour.md#limits)', () => {
  it('accepts 150 characters, refuses 151 and trims the value', () => {
    expect(name.parse(text(NAME_MAX))).toBe(text(NAME_MAX));
    expect(messagesOf(name, text(NAME_MAX + 1))).toEqual({
      '': 'Use at most 150 characters',
    });
    expect(name.parse('  Ada  ')).toBe('Ada');
  });

  it.each(['', '   '])("refuses %j with 'Required'", (value) => {
    expect(messagesOf(name, value)).toEqual({ '': 'Required' });
  });
});

describe('email (docs/behaviour.md#validation)', () => {
  it.each(['ada@', 'ada example.com', '@example.com'])("refuses %j with 'Invalid email'", (value) => {
    expect(messagesOf(email, value)).toEqual({ '': 'Invalid email' });
  });

  it('accepts an address of 254 characters and refuses 255', () => {
    const address = (length: number) => `${text(length - '@example.com'.length)}@example.com`;
    expect(email.parse(address(254))).toHaveLength(254);
    expect(messagesOf(email, address(255))).toEqual({ '': 'Use at most 254 characters' });
  });
});

describe('passhash (docs/behaviour.md#validation: SHA-256 hex, hashed client-side)', () => {
  it('accepts 64 lower-case hex digits and nothing else', () => {
    expect(passhash.parse(PASSHASH)).toBe(PASSHASH);
    for (const value of ['abcd', PASSHASH.toUpperCase(), `${PASSHASH}0`, 'g'.repeat(64)]) {
      expect(messagesOf(passhash, value)).toEqual({ '': 'Invalid passhash: expected SHA-256 hex' });
    }
  });
});

describe('access (docs/behaviour.md#validation: a number 0-9)', () => {
  it.each([
    [0, undefined],
    [9, undefined],
    [-1, 'Enter 0 or more'],
    [10, 'Enter 9 or less'],
    [3.5, 'Enter a whole number'],
    ['3', 'Enter a number'],
  ])('%j: %s', (value, message) => {
    expect(messagesOf(access, value)).toEqual(message ? { '': message } : {});
  });
});

describe('flags (docs/behaviour.md#validation: enabled and textable are the text true or false)', () => {
  it('turns the text true and false into booleans and refuses anything else', () => {
    expect([flagText.parse('true'), flagText.parse('false')]).toEqual([true, false]);
    for (const value of [true, 'yes', 1]) expect(flagText.safeParse(value).success).toBe(false);
  });

  it('takes a boolean or its text in query strings, and 0 or 1 for database flags', () => {
    expect([flag.parse(true), flag.parse('true'), flag.parse(false), flag.parse('false')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(flag.safeParse('yes').success).toBe(false);
    expect([numericFlag.safeParse(0), numericFlag.safeParse(1)].every((r) => r.success)).toBe(true);
    expect(messagesOf(numericFlag, 2)).toEqual({ '': 'Enter 1 or less' });
  });
});

describe('phones', () => {
  it('are nullable, at most 20 characters of digits and punctuation; labels at most 50', () => {
    expect(phone.parse(null)).toBeNull();
    expect(phone.parse('(555) 123-4567')).toBe('(555) 123-4567');
    expect(messagesOf(phone, '555-CALL')).toEqual({
      '': 'Enter a phone number: digits, spaces and ( ) + - . only',
    });
    expect(messagesOf(phone, '1'.repeat(21))).toEqual({ '': 'Use at most 20 characters' });
    expect(phoneLabel.parse(text(50))).toBe(text(50));
    expect(messagesOf(phoneLabel, text(51))).toEqual({ '': 'Use at most 50 characters' });
  });
});

describe('ids', () => {
  it('take a whole number or its digits as text', () => {
    expect([id.parse(7), id.parse('7'), id.parse('007')]).toEqual([7, 7, 7]);
  });

  it.each([
    [undefined, 'Required'],
    ['abc', 'Enter a whole number'],
    [1.5, 'Enter a whole number'],
    [null, 'Enter a whole number'],
    [0, 'Enter 1 or more'],
    ['0', 'Enter 1 or more'],
  ])('refuses %j with %j', (value, message) => {
    expect(messagesOf(id, value)).toEqual({ '': message });
  });

  it('say a named message for every bad id but a missing one', () => {
    const named = idField('Invalid thing');
    for (const value of ['abc', 1.5, null, 0, -3])
      expect(messagesOf(named, value)).toEqual({ '': 'Invalid thing' });
    expect(messagesOf(named, undefined)).toEqual({ '': 'Required' });
  });
});

describe('safe keys', () => {
  it.each([
    ['region', true],
    ['a.b-c_9', true],
    [text(64), true],
    [text(65), false],
    ['', false],
    ['a b', false],
    ['__proto__', false],
    ['constructor', false],
    ['prototype', false],
  ])('%j matches: %s', (key, ok) => {
    expect(SAFE_KEY.test(key)).toBe(ok);
  });
});
