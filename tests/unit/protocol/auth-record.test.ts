import { describe, expect, it } from 'vitest';
import { authRecordSchema } from '../../../lib/protocol/auth-record.ts';
import { AUTH_STORAGE_KEY } from '../../../lib/protocol/storage-keys.ts';
import { USER_INFO } from '../session/user-info.ts';
import { messagesOf } from './check.ts';

describe('Auth record (docs/behaviour.md#records)', () => {
  it("is kept under the storage key 'auth'", () => {
    expect(AUTH_STORAGE_KEY).toBe('auth');
  });

  it('holds token, access, id and userInfo with the user fields', () => {
    const record = { token: 't0k', access: 5, id: 12, userInfo: USER_INFO };
    expect(authRecordSchema.parse(record)).toEqual(record);
  });

  it("names a missing token and access 'Required'", () => {
    expect(messagesOf(authRecordSchema, {})).toEqual({ token: 'Required', access: 'Required' });
  });

  it('refuses an empty token and an access that is not a number', () => {
    expect(messagesOf(authRecordSchema, { token: '', access: '3' })).toEqual({
      token: 'Required',
      access: 'Enter a number',
    });
  });

  it.each([
    [{}, 'left out'],
    [{ id: null, userInfo: null }, 'null'],
    [{ userInfo: { access: 3, first_name: 'Ada' } }, 'a partial user info'],
  ])('accepts id and userInfo %j (%s)', (extra, _what) => {
    expect(authRecordSchema.safeParse({ token: 't', access: 3, ...extra }).success).toBe(true);
  });

  it('still checks the user info fields that are present', () => {
    expect(messagesOf(authRecordSchema, { token: 't', access: 3, userInfo: { access: 10 } })).toEqual({
      'userInfo.access': 'Enter 9 or less',
    });
  });
});
