import { describe, expect, it } from 'vitest';
import {
  registrationResultSchema,
  tokenRequestSchema,
  userCommands,
  userCreateSchema,
  userInfoSchema,
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

describe('User create input (docs/behaviour.md#records)', () => {
  it("names each missing field 'Required'", () => {
    expect(messagesOf(userCreateSchema, {})).toEqual({
      email: 'Required',
      first_name: 'Required',
      last_name: 'Required',
      passhash: 'Required',
      access: 'Required',
    });
  });

  it('defaults both textable flags to false and enabled to true, phones left out', () => {
    expect(userCreateSchema.parse(newUser)).toEqual({
      ...newUser,
      primary_phone_textable: false,
      secondary_phone_textable: false,
      enabled: true,
    });
  });

  it('turns the text true or false of the flags into booleans, and refuses real booleans', () => {
    const flags = { primary_phone_textable: 'true', secondary_phone_textable: 'false', enabled: 'false' };
    expect(userCreateSchema.parse({ ...newUser, ...flags })).toMatchObject({
      primary_phone_textable: true,
      secondary_phone_textable: false,
      enabled: false,
    });
    expect(messagesOf(userCreateSchema, { ...newUser, enabled: true })).toEqual({
      enabled: 'Choose one of true, false',
    });
  });

  it.each([
    [{ email: 'ada@' }, { email: 'Invalid email' }],
    [{ first_name: text(150), last_name: text(150) }, {}],
    [{ first_name: text(151) }, { first_name: 'Use at most 150 characters' }],
    [{ last_name: ' ' }, { last_name: 'Required' }],
    [{ access: 0 }, {}],
    [{ access: 9 }, {}],
    [{ access: 10 }, { access: 'Enter 9 or less' }],
    [{ access: -1 }, { access: 'Enter 0 or more' }],
    [{ primary_phone: null, primary_phone_label: 'Cell', secondary_phone: '555 123 4567' }, {}],
  ])('checks %j', (change, messages) => {
    expect(messagesOf(userCreateSchema, { ...newUser, ...change })).toEqual(messages);
  });
});

describe('User update, read and token requests (docs/behaviour.md#records)', () => {
  it('updates with user_id required and the rest optional (the version read too, the published protocol), filling in no defaults', () => {
    expect(messagesOf(userUpdateSchema, { first_name: 'Ada' })).toEqual({ user_id: 'Required' });
    const at = '2026-01-02T03:04:05.678Z';
    expect(userUpdateSchema.parse({ user_id: '7', updated_at: at })).toEqual({ user_id: 7, updated_at: at });
    expect(
      messagesOf(userUpdateSchema, {
        user_id: 7,
        updated_at: at,
        email: 'x',
        access: 10,
        first_name: text(151),
      }),
    ).toEqual({
      email: 'Invalid email',
      access: 'Enter 9 or less',
      first_name: 'Use at most 150 characters',
    });
  });

  it('reads by email or by user_id, and refuses neither', () => {
    expect(userReadSchema.parse({ email: 'ada@example.com' })).toEqual({ email: 'ada@example.com' });
    expect(userReadSchema.parse({ user_id: '12' })).toEqual({ user_id: 12 });
    expect(userReadSchema.safeParse({}).success).toBe(false);
  });

  it('asks for a token with email and passhash, and answers with access', () => {
    expect(messagesOf(tokenRequestSchema, {})).toEqual({ email: 'Required', passhash: 'Required' });
    expect(userCommands.token.response.parse({ access: 5 })).toEqual({ access: 5 });
  });

  it('answers a create with id and access, and user_id beside them where the server gives it', () => {
    expect(userCommands.create.response.parse({ id: 4, access: 3 })).toEqual({ id: 4, access: 3 });
    expect(userCommands.create.response.parse({ id: 4, user_id: 4, access: 3 })).toEqual({
      id: 4,
      user_id: 4,
      access: 3,
    });
    expect(messagesOf(userCommands.create.response, {})).toEqual({ id: 'Required', access: 'Required' });
  });
});

describe('User read response and registration result (docs/behaviour.md#records)', () => {
  it('has every field the spec lists for the read response', () => {
    expect(userInfoSchema.parse(USER_INFO)).toEqual(USER_INFO);
    // Beyond the spec's fields, three optional flags of this console: the account's domain is verified, a
    // one-time password must be replaced first, and a second factor must be set up first (docs/security.md);
    // and the user's own language (the profile's Language setting).
    expect(Object.keys(userInfoSchema.shape).sort()).toEqual(
      [
        ...Object.keys(USER_INFO),
        'domain_verified',
        'reset_required',
        'second_factor_required',
        'language',
      ].sort(),
    );
  });

  it("takes a language only as '' or a real shipped locale on update", () => {
    const base = { user_id: 7 };
    for (const language of ['', 'en', 'es'])
      expect(userUpdateSchema.parse({ ...base, language })).toEqual({ ...base, language });
    for (const language of ['fr', 'en-XA', 'ar-XB', 'EN', 3])
      expect(messagesOf(userUpdateSchema, { ...base, language })).toHaveProperty('language');
  });

  it('gives the textable flags and enabled as numbers 0 or 1', () => {
    const flags = { primary_phone_textable: 1, secondary_phone_textable: 0, enabled: 0 };
    expect(userInfoSchema.parse({ ...USER_INFO, ...flags })).toMatchObject(flags);
    expect(messagesOf(userInfoSchema, { ...USER_INFO, primary_phone_textable: true, enabled: 2 })).toEqual({
      primary_phone_textable: 'Enter a number',
      enabled: 'Enter 1 or less',
    });
  });

  it('adds last_ip and account_enabled (a number) to the registration result', () => {
    const result = { ...USER_INFO, last_ip: '127.0.0.1', account_enabled: 1, deactivated: 1700000000 };
    expect(registrationResultSchema.parse(result)).toEqual(result);
    expect(messagesOf(registrationResultSchema, USER_INFO)).toEqual({
      last_ip: 'Required',
      account_enabled: 'Required',
    });
    expect(messagesOf(registrationResultSchema, { ...result, account_enabled: true })).toEqual({
      account_enabled: 'Enter a number',
    });
  });

  it('lets deactivated and domain be null, as the registration result says', () => {
    const result = { ...USER_INFO, last_ip: null, account_enabled: 1, deactivated: null, domain: null };
    expect(registrationResultSchema.parse(result)).toEqual(result);
  });
});
