import { describe, expect, it } from 'vitest';
import { markText, registrationFieldErrors } from '../../../lib/forms/marks.ts';
import { ISSUE_TEXTS } from '../../../lib/protocol/issue-texts.ts';
import { checkTexts } from '../../../lib/forms/check-texts.ts';
import spanish from '../../../lib/forms/check-texts.es.ts';
import {
  descriptionOrNull,
  validateAccount,
  validateProfile,
  validateRegistration,
  validateSignIn,
} from '../../../lib/forms/validation.ts';

const registration = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'abcd',
  accountName: 'Acme',
  accountDescription: '',
};

describe('sign-in form (docs/behaviour.md#validation)', () => {
  it("asks for both fields with 'Please fill in all fields'", () => {
    expect(validateSignIn({ email: '', password: 'x' })).toBe('Please fill in all fields');
    expect(validateSignIn({ email: '  ', password: 'x' })).toBe('Please fill in all fields');
    expect(validateSignIn({ email: 'a@b.co', password: '' })).toBe('Please fill in all fields');
    expect(validateSignIn({ email: 'a@b.co', password: 'x' })).toBeNull();
  });
});

describe('registration form (docs/behaviour.md#validation)', () => {
  it('accepts a complete registration with an empty description', () => {
    expect(validateRegistration(registration)).toBeNull();
  });

  it.each(['firstName', 'lastName', 'email', 'password', 'accountName'] as const)(
    "asks for the required %s with 'Please fill in all required fields'",
    (field) => {
      expect(validateRegistration({ ...registration, [field]: ' ' })).toBe(
        'Please fill in all required fields',
      );
    },
  );

  it('needs a valid email', () => {
    expect(validateRegistration({ ...registration, email: 'ada@' })).toBe('Invalid email');
    expect(validateRegistration({ ...registration, email: 'ada example.com' })).toBe('Invalid email');
  });

  it('needs a password of at least 4 characters, counted before hashing', () => {
    expect(validateRegistration({ ...registration, password: 'abc' })).toBe(
      'Password must be at least 4 characters',
    );
    expect(validateRegistration({ ...registration, password: 'abcd' })).toBeNull();
  });

  it('limits names to 150 characters and the description to 2500', () => {
    expect(validateRegistration({ ...registration, firstName: 'a'.repeat(151) })).toBe(
      'First name must be at most 150 characters',
    );
    expect(validateRegistration({ ...registration, accountName: 'a'.repeat(150) })).toBeNull();
    expect(validateRegistration({ ...registration, accountDescription: 'a'.repeat(2501) })).toBe(
      'Account description must be at most 2500 characters',
    );
  });

  it('sends an empty description as null', () => {
    expect(descriptionOrNull('')).toBeNull();
    expect(descriptionOrNull('   ')).toBeNull();
    expect(descriptionOrNull(undefined)).toBeNull();
    expect(descriptionOrNull(' Rodeo circuit ')).toBe('Rodeo circuit');
  });
});

describe('profile form (docs/behaviour.md#validation)', () => {
  const profile = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: '' };

  it('requires first name, last name and email, in that order', () => {
    expect(validateProfile({ ...profile, firstName: '' })).toBe('First name is required');
    expect(validateProfile({ ...profile, lastName: '' })).toBe('Last name is required');
    expect(validateProfile({ ...profile, email: '' })).toBe('Email is required');
  });

  it('limits names to 150 characters', () => {
    expect(validateProfile({ ...profile, lastName: 'a'.repeat(151) })).toBe(
      'Last name must be at most 150 characters',
    );
  });

  it('keeps the current password when blank and checks a new one', () => {
    expect(validateProfile(profile)).toBeNull();
    expect(validateProfile({ ...profile, password: 'abc' })).toBe('Password must be at least 4 characters');
  });
});

describe('account form (docs/behaviour.md#validation)', () => {
  const account = { accountName: 'Acme', domain: 'acme.example.com', description: '' };

  it('requires account name and domain', () => {
    expect(validateAccount({ ...account, accountName: ' ' })).toBe('Account name is required');
    expect(validateAccount({ ...account, domain: '' })).toBe('Domain is required');
    expect(validateAccount(account)).toBeNull();
  });

  it('limits account name and domain to 150 and the description to 2500', () => {
    expect(validateAccount({ ...account, accountName: 'a'.repeat(151) })).toBe(
      'Account name must be at most 150 characters',
    );
    expect(validateAccount({ ...account, domain: 'a'.repeat(151) })).toBe(
      'Domain must be at most 150 characters',
    );
    expect(validateAccount({ ...account, description: 'a'.repeat(2500) })).toBeNull();
    expect(validateAccount({ ...account, description: 'a'.repeat(2501) })).toBe(
      'Description must be at most 2500 characters',
    );
  });
});

describe('registrationFieldErrors (docs/behaviour.md#validation: fields marked, not only a banner)', () => {
  it("marks each missing field 'Required', a bad email and a short password at themselves", () => {
    const marks = registrationFieldErrors({
      firstName: '',
      lastName: ' ',
      email: 'nope',
      password: 'abc',
      accountName: '',
    });
    expect(
      Object.fromEntries(Object.entries(marks).map(([name, mark]) => [name, markText(mark, ISSUE_TEXTS)])),
    ).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      email: 'Invalid email',
      password: 'String must contain at least 4 character(s)',
      accountName: 'Required',
    });
  });
  it('marks nothing on a complete registration', () =>
    expect(registrationFieldErrors(registration)).toEqual({}));
});

describe('in another language (lib/forms/check-texts.ts)', () => {
  it('words the banners with the form language’s texts', () => {
    const es = {
      ...checkTexts('en').get(),
      ...spanish,
      passwordTooShort: () => 'corta',
      tooLong: () => 'larga',
    };
    expect(validateSignIn({ email: '', password: '' }, es)).toBe('Completa todos los campos');
    expect(validateProfile({ firstName: '', lastName: 'L', email: 'a@b.co' }, es)).toBe(
      'El nombre es obligatorio',
    );
    expect(validateRegistration({ ...registration, password: 'abc' }, es)).toBe('corta');
  });
});
