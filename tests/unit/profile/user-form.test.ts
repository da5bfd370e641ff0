import { describe, expect, it } from 'vitest';
import { textableDescription } from '../../../lib/profile/user-view.ts';
import {
  userFormValues,
  userUpdateInput,
  validateUserForm,
  needsCurrentPassword,
  confirmationError,
} from '../../../lib/profile/user-form.ts';
import { en as sectionWords } from '../../../elements/profile-panel/sections-texts.ts';
import { userCommands } from '../../../lib/protocol/user.ts';
import { USER_INFO } from '../session/user-info.ts';

const values = (patch = {}) => ({ ...userFormValues(USER_INFO), ...patch });
const phone = (value: string, label = '', textable = false) => ({ phone: value, label, textable });

describe('the profile edit form (docs/behaviour.md#screens, docs/behaviour.md#validation)', () => {
  it('starts from the user as read, phones formatted, no password', () => {
    const start = userFormValues({
      ...USER_INFO,
      primary_phone: '5551234567',
      primary_phone_label: 'Mobile',
      primary_phone_textable: 1,
    });
    expect(start).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
    expect(start.password).toBe('');
    expect(start.primary).toEqual(phone('(555) 123-4567', 'Mobile', true));
    expect(start.secondary).toEqual(phone(''));
  });

  it('needs the current password once a new password or another email is typed, not for a case change', () => {
    expect(needsCurrentPassword(values(), USER_INFO.email)).toBe(false);
    expect(needsCurrentPassword(values({ email: USER_INFO.email.toUpperCase() }), USER_INFO.email)).toBe(
      false,
    );
    expect(needsCurrentPassword(values({ email: 'new@example.com' }), USER_INFO.email)).toBe(true);
    expect(needsCurrentPassword(values({ password: 'x' }), USER_INFO.email)).toBe(true);
    expect(validateUserForm(values({ password: 'secret', confirmPassword: 'secret' }), USER_INFO.email)).toBe(
      'Enter your current password to change your password or email',
    );
    expect(
      validateUserForm(
        values({ password: 'secret', confirmPassword: 'secret', currentPassword: 'old' }),
        USER_INFO.email,
      ),
    ).toBeNull();
  });

  it('refuses a new password whose confirmation differs, before the current password is asked for', () => {
    expect(confirmationError(values())).toBeNull();
    expect(confirmationError(values({ password: 'secret', confirmPassword: 'secreT' }))).toBe(
      'The new password and its confirmation differ',
    );
    expect(confirmationError(values({ password: 'secret', confirmPassword: 'secret' }))).toBeNull();
    const differs = values({ password: 'secret', confirmPassword: '', currentPassword: 'old' });
    expect(validateUserForm(differs, USER_INFO.email)).toBe('The new password and its confirmation differ');
  });

  it("describes the textable toggle as 'Can receive texts' or 'Cannot receive texts'", () => {
    expect(textableDescription(true, sectionWords)).toBe('Can receive texts');
    expect(textableDescription(false, sectionWords)).toBe('Cannot receive texts');
  });

  it('requires first and last name (max 150) and an email; a phone is empty or 10 digits', () => {
    expect(validateUserForm(values(), USER_INFO.email)).toBeNull();
    expect(validateUserForm(values({ firstName: ' ' }), USER_INFO.email)).toBe('First name is required');
    expect(validateUserForm(values({ lastName: '' }), USER_INFO.email)).toBe('Last name is required');
    expect(validateUserForm(values({ email: '' }), USER_INFO.email)).toBe('Email is required');
    expect(validateUserForm(values({ firstName: 'x'.repeat(151) }), USER_INFO.email)).toBe(
      'First name must be at most 150 characters',
    );
    expect(validateUserForm(values({ primary: phone('(555) 12') }), USER_INFO.email)).toBe(
      'Primary phone must have 10 digits',
    );
    expect(validateUserForm(values({ secondary: phone('555123') }), USER_INFO.email)).toBe(
      'Secondary phone must have 10 digits',
    );
    expect(validateUserForm(values({ primary: phone('(555) 123-4567') }), USER_INFO.email)).toBeNull();
  });

  it('sends a valid update: trimmed names, formatted phones, textable as text, passhash only when typed', () => {
    const input = userUpdateInput(
      USER_INFO,
      values({ firstName: ' Ada ', primary: phone('5551234567', ' Mobile ', true) }),
    );
    expect(userCommands.update.request.safeParse(input).success).toBe(true);
    expect(input).toMatchObject({
      user_id: 12,
      updated_at: USER_INFO.updated_at,
      first_name: 'Ada',
      primary_phone: '(555) 123-4567',
      primary_phone_label: 'Mobile',
      primary_phone_textable: 'true',
    });
    expect(input).not.toHaveProperty('passhash');
    expect(userUpdateInput(USER_INFO, values(), 'a'.repeat(64))).toHaveProperty('passhash', 'a'.repeat(64));
  });

  it('clears label and textable with an empty phone', () => {
    const input = userUpdateInput(USER_INFO, values({ secondary: phone('', 'Office', true) }));
    expect(input).toMatchObject({
      secondary_phone: null,
      secondary_phone_label: null,
      secondary_phone_textable: 'false',
    });
  });
});
