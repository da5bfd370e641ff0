import { describe, expect, it } from 'vitest';
import {
  accountCommands,
  accountEditSchema,
  accountSchema,
  registrationSchema,
} from '../../../lib/protocol/account.ts';
import { registrationResultSchema } from '../../../lib/protocol/user.ts';
import { messagesOf, PASSHASH, text } from './check.ts';

const registration = {
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  passhash: PASSHASH,
  account_name: 'Acme Rodeo',
};
const edit = {
  user_id: 1,
  account_id: 2,
  account_name: 'Acme',
  domain: 'acme.test',
  updated_at: '2026-11-22T10:00:00.000Z',
};

describe('Registration input (docs/behaviour.md#records, docs/behaviour.md#validation)', () => {
  it("names each missing required field 'Required'", () => {
    expect(messagesOf(registrationSchema, {})).toEqual({
      email: 'Required',
      first_name: 'Required',
      last_name: 'Required',
      passhash: 'Required',
      account_name: 'Required',
    });
  });

  it('defaults account_description to null and keeps a given one', () => {
    expect(registrationSchema.parse(registration)).toEqual({ ...registration, account_description: null });
    expect(
      registrationSchema.parse({ ...registration, account_description: null }).account_description,
    ).toBeNull();
    expect(
      registrationSchema.parse({ ...registration, account_description: 'Rodeos' }).account_description,
    ).toBe('Rodeos');
  });

  it.each([
    [{ email: 'ada example.com' }, { email: 'Invalid email' }],
    [{ first_name: text(150), last_name: text(150), account_name: text(150) }, {}],
    [{ account_name: text(151) }, { account_name: 'Use at most 150 characters' }],
    [{ last_name: text(151) }, { last_name: 'Use at most 150 characters' }],
    [{ first_name: '' }, { first_name: 'Required' }],
    [{ account_description: text(2500) }, {}],
    [{ account_description: text(2501) }, { account_description: 'Use at most 2500 characters' }],
  ])('checks %j', (change, messages) => {
    expect(messagesOf(registrationSchema, { ...registration, ...change })).toEqual(messages);
  });

  it('answers with the registration result', () => {
    expect(accountCommands.register.response).toBe(registrationResultSchema);
  });
});

describe('Account edit payload (docs/behaviour.md#records, docs/behaviour.md#validation)', () => {
  it('needs user_id, account_id, account_name and domain, the version read optional; description defaults to null', () => {
    expect(accountEditSchema.parse(edit)).toEqual({ ...edit, description: null });
    expect(messagesOf(accountEditSchema, {})).toEqual({
      user_id: 'Required',
      account_id: 'Required',
      account_name: 'Required',
      domain: 'Required',
    });
  });

  it('takes the ids as numbers or digits', () => {
    expect(accountEditSchema.parse({ ...edit, user_id: '1', account_id: '2' })).toMatchObject({
      user_id: 1,
      account_id: 2,
    });
  });

  it.each([
    [{ account_name: text(150), domain: text(150), description: text(2500) }, {}],
    [{ account_name: text(151) }, { account_name: 'Use at most 150 characters' }],
    [{ domain: text(151) }, { domain: 'Use at most 150 characters' }],
    [{ domain: '  ' }, { domain: 'Required' }],
    [{ description: text(2501) }, { description: 'Use at most 2500 characters' }],
  ])('checks %j', (change, messages) => {
    expect(messagesOf(accountEditSchema, { ...edit, ...change })).toEqual(messages);
  });
});

describe('account as read', () => {
  it('has id, name, nullable domain and description, a numeric enabled flag, created_at and updated_at', () => {
    const account = {
      account_id: 2,
      account_name: 'Acme',
      domain: null,
      description: null,
      enabled: 1,
      created_at: '2026-11-22 10:00:00',
      updated_at: '2026-11-22T10:00:00.000Z',
    };
    expect(accountSchema.parse(account)).toEqual(account);
    expect(messagesOf(accountSchema, { ...account, enabled: 2 })).toEqual({
      enabled: 'Enter 1 or less',
    });
  });
});
