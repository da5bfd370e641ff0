import { DESCRIPTION_MAX, NAME_MAX, PASSWORD_MIN } from '../protocol/limits.ts';
import { checkEnglish, type CheckTexts } from './check-texts.ts';
import {
  blank,
  isValidEmail,
  registrationFieldErrors,
  type RegistrationInput,
  type SignInInput,
} from './marks.ts';

// Pure checks of docs/behaviour.md#validation for the forms: each returns the first message to show, in the
// words of `t` (lib/forms/check-texts.ts, the form's language), or null when the input may be sent. They run
// on what the user typed (password in clear, before hashing).

export type { RegistrationInput, SignInInput } from './marks.ts';

/** A typed password shorter than PASSWORD_MIN, in words. */
export const passwordTooShort = (t: CheckTexts = checkEnglish()): string =>
  t.passwordTooShort({ min: PASSWORD_MIN });

const tooLong = (
  field: string,
  value: string | null | undefined,
  max: number,
  t: CheckTexts,
): string | null => (value && value.trim().length > max ? t.tooLong({ field, max }) : null);

const firstProblem = (...problems: (string | null)[]): string | null =>
  problems.find((p) => p !== null) ?? null;

export const validateSignIn = (
  { email, password }: SignInInput,
  t: CheckTexts = checkEnglish(),
): string | null => (blank(email) || !password ? t.fillAll : null);

export function validateRegistration(
  input: RegistrationInput,
  t: CheckTexts = checkEnglish(),
): string | null {
  const marks = registrationFieldErrors(input);
  if (Object.values(marks).includes('required')) return t.fillRequired;
  return firstProblem(
    marks.email ? t.invalidEmail : null,
    marks.password ? passwordTooShort(t) : null,
    tooLong(t.firstName, input.firstName, NAME_MAX, t),
    tooLong(t.lastName, input.lastName, NAME_MAX, t),
    tooLong(t.accountName, input.accountName, NAME_MAX, t),
    tooLong(t.accountDescription, input.accountDescription, DESCRIPTION_MAX, t),
  );
}

export interface ProfileInput {
  firstName: string;
  lastName: string;
  email: string;
  /** Blank keeps the current password. */
  password?: string;
}

export function validateProfile(input: ProfileInput, t: CheckTexts = checkEnglish()): string | null {
  if (blank(input.firstName)) return t.firstNameRequired;
  if (blank(input.lastName)) return t.lastNameRequired;
  if (blank(input.email)) return t.emailRequired;
  return firstProblem(
    tooLong(t.firstName, input.firstName, NAME_MAX, t),
    tooLong(t.lastName, input.lastName, NAME_MAX, t),
    isValidEmail(input.email) ? null : t.invalidEmail,
    input.password && input.password.length < PASSWORD_MIN ? passwordTooShort(t) : null,
  );
}

export interface AccountInput {
  accountName: string;
  domain: string;
  description?: string | null;
}

export function validateAccount(input: AccountInput, t: CheckTexts = checkEnglish()): string | null {
  if (blank(input.accountName)) return t.accountNameRequired;
  if (blank(input.domain)) return t.domainRequired;
  return firstProblem(
    tooLong(t.accountName, input.accountName, NAME_MAX, t),
    tooLong(t.domain, input.domain, NAME_MAX, t),
    tooLong(t.description, input.description, DESCRIPTION_MAX, t),
  );
}

/** docs/behaviour.md#validation: an empty account description is sent as null. */
export const descriptionOrNull = (value: string | null | undefined): string | null =>
  blank(value) ? null : (value as string).trim();
