import { describe, expect, it } from 'vitest';
import { accountEditSchema, registrationSchema } from '../../../lib/protocol/account.ts';
import { authRecordSchema } from '../../../lib/protocol/auth-record.ts';
import { NAME_MAX } from '../../../lib/protocol/fields.ts';
import {
  registrationResultSchema,
  tokenRequestSchema,
  userCreateSchema,
  userReadSchema,
  userUpdateSchema,
} from '../../../lib/protocol/user.ts';
import { USER_INFO } from '../session/user-info.ts';
import { messagesOf, PASSHASH, text } from './check.ts';

const newUser = {
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  passhash: PASSHASH,
  access: 3,
};

describe('User (SPEC 3)', () => {
  it("names each missing field 'Required' and a bad email 'Invalid email'", () => {
    expect(messagesOf(userCreateSchema, {})).toMatchObject({
      email: 'Required',
      first_name: 'Required',
      last_name: 'Required',
      passhash: 'Required',
      access: 'Required',
    });
    expect(messagesOf(userCreateSchema, { ...newUser, email: 'ada@' })).toEqual({ email: 'Invalid email' });
  });

  it("turns the textable and enabled strings into booleans, defaulting to 'false' and 'true'", () => {
    expect(userCreateSchema.parse(newUser)).toMatchObject({
      primary_phone_textable: false,
      secondary_phone_textable: false,
      enabled: true,
    });
    expect(
      userCreateSchema.parse({ ...newUser, primary_phone_textable: 'true', enabled: 'false' }),
    ).toMatchObject({
      primary_phone_textable: true,
      enabled: false,
    });
    expect(messagesOf(userCreateSchema, { ...newUser, enabled: true })).toHaveProperty('enabled');
  });

  it.each([
    [-1, false],
    [0, true],
    [9, true],
    [10, false],
    [3.5, false],
  ])('takes access %s: %s', (access, ok) => {
    expect(userCreateSchema.safeParse({ ...newUser, access }).success).toBe(ok);
  });

  it(`limits names to ${NAME_MAX} characters and needs one`, () => {
    expect(userCreateSchema.safeParse({ ...newUser, first_name: text(NAME_MAX) }).success).toBe(true);
    expect(messagesOf(userCreateSchema, { ...newUser, first_name: text(NAME_MAX + 1) })).toEqual({
      first_name: `String must contain at most ${NAME_MAX} character(s)`,
    });
    expect(messagesOf(userCreateSchema, { ...newUser, last_name: '' })).toEqual({
      last_name: 'String must contain at least 1 character(s)',
    });
  });

  it('updates with user_id required and everything else optional', () => {
    expect(messagesOf(userUpdateSchema, { first_name: 'Ada' })).toEqual({ user_id: 'Required' });
    expect(userUpdateSchema.parse({ user_id: '7' })).toEqual({ user_id: 7 });
  });

  it('reads by email or by user_id', () => {
    expect(userReadSchema.parse({ email: 'ada@example.com' })).toEqual({ email: 'ada@example.com' });
    expect(userReadSchema.parse({ user_id: '12' })).toEqual({ user_id: 12 });
    expect(userReadSchema.safeParse({}).success).toBe(false);
  });

  it('logs in with email and a SHA-256 hex passhash, nothing shorter', () => {
    expect(tokenRequestSchema.safeParse({ email: 'ada@example.com', passhash: PASSHASH }).success).toBe(true);
    expect(messagesOf(tokenRequestSchema, { email: 'ada@example.com', passhash: 'secret' })).toEqual({
      passhash: 'Invalid passhash: expected SHA-256 hex',
    });
  });
});

describe('Registration and account edit (SPEC 3)', () => {
  const registration = { ...newUser, account_name: 'Acme Rodeo' };

  it('defaults account_description to null and requires the rest', () => {
    expect(registrationSchema.parse(registration).account_description).toBeNull();
    expect(Object.keys(messagesOf(registrationSchema, {})).sort()).toEqual(
      ['account_name', 'email', 'first_name', 'last_name', 'passhash'].sort(),
    );
  });

  it('returns the user info with last_ip and account_enabled', () => {
    const result = { ...USER_INFO, last_ip: '127.0.0.1', account_enabled: 1 };
    expect(registrationResultSchema.parse(result)).toEqual(result);
    expect(messagesOf(registrationResultSchema, { ...result, account_enabled: 2 })).toHaveProperty(
      'account_enabled',
    );
  });

  it('edits an account with user_id, account_id, account_name and domain; description defaults to null', () => {
    const edit = { user_id: 1, account_id: 2, account_name: 'Acme', domain: 'acme.test' };
    expect(accountEditSchema.parse(edit)).toEqual({ ...edit, description: null });
    expect(messagesOf(accountEditSchema, { user_id: 1 })).toEqual({
      account_id: 'Required',
      account_name: 'Required',
      domain: 'Required',
    });
  });
});

describe('Auth record (SPEC 3)', () => {
  it('needs a token and a numeric access; id and userInfo may be missing or null', () => {
    expect(authRecordSchema.safeParse({ token: 't', access: 3 }).success).toBe(true);
    expect(
      authRecordSchema.safeParse({ token: 't', access: 3, id: null, userInfo: { first_name: 'A' } }).success,
    ).toBe(true);
    expect(messagesOf(authRecordSchema, { token: '', access: '3' })).toEqual({
      token: 'String must contain at least 1 character(s)',
      access: 'Expected number, received string',
    });
  });
});
