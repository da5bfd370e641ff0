import { DESCRIPTION_MAX, NAME_MAX, PASSWORD_MIN } from '../protocol/limits.ts';

// Pure checks of docs/behaviour.md#validation for the forms: each returns the first message to show, or null when the input may
// be sent. They run on what the user typed (password in clear, before hashing).

export const FILL_ALL_FIELDS = 'Please fill in all fields';
export const FILL_REQUIRED_FIELDS = 'Please fill in all required fields';
export const INVALID_EMAIL = 'Invalid email';
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters`;
/** docs/behaviour.md#validation's default messages, at a field. */
export const REQUIRED = 'Required';
export const minLength = (n: number): string => `String must contain at least ${n} character(s)`;

// The same shape zod's email check accepts, kept here so a form answers before any schema or request runs.
const EMAIL = /^[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

const blank = (value: string | null | undefined): boolean => !value || value.trim() === '';
export const isValidEmail = (value: string): boolean => EMAIL.test(value.trim());

const tooLong = (label: string, value: string | null | undefined, max: number): string | null =>
  value && value.trim().length > max ? `${label} must be at most ${max} characters` : null;

const firstProblem = (...problems: (string | null)[]): string | null =>
  problems.find((p) => p !== null) ?? null;

export interface SignInInput {
  email: string;
  password: string;
}

export const validateSignIn = ({ email, password }: SignInInput): string | null =>
  blank(email) || !password ? FILL_ALL_FIELDS : null;

/**
 * The field a refused sign-in puts the focus on (docs/behaviour.md#states, "Errors show once"): the email
 * when it is blank, else the password, which is what a person retypes after 'Invalid email or password'.
 */
export const signInFieldInQuestion = ({ email }: Pick<SignInInput, 'email'>): 'email' | 'password' =>
  blank(email) ? 'email' : 'password';

export interface RegistrationInput extends SignInInput {
  firstName: string;
  lastName: string;
  accountName: string;
  accountDescription?: string | null;
}

export function validateRegistration(input: RegistrationInput): string | null {
  const marks = registrationFieldErrors(input);
  if (Object.values(marks).includes(REQUIRED)) return FILL_REQUIRED_FIELDS;
  return firstProblem(
    marks.email ? INVALID_EMAIL : null,
    marks.password ? PASSWORD_TOO_SHORT : null,
    tooLong('First name', input.firstName, NAME_MAX),
    tooLong('Last name', input.lastName, NAME_MAX),
    tooLong('Account name', input.accountName, NAME_MAX),
    tooLong('Account description', input.accountDescription, DESCRIPTION_MAX),
  );
}

/** docs/behaviour.md#validation: the registration fields to mark, each with its message; empty when none. */
export function registrationFieldErrors(
  input: RegistrationInput,
): Partial<Record<keyof RegistrationInput, string>> {
  const marks: Partial<Record<keyof RegistrationInput, string>> = {};
  for (const name of ['firstName', 'lastName', 'email', 'password', 'accountName'] as const) {
    if (blank(input[name])) marks[name] = REQUIRED;
  }
  if (!marks.email && !isValidEmail(input.email)) marks.email = INVALID_EMAIL;
  if (!marks.password && input.password.length < PASSWORD_MIN) marks.password = minLength(PASSWORD_MIN);
  return marks;
}

export interface ProfileInput {
  firstName: string;
  lastName: string;
  email: string;
  /** Blank keeps the current password. */
  password?: string;
}

export function validateProfile(input: ProfileInput): string | null {
  if (blank(input.firstName)) return 'First name is required';
  if (blank(input.lastName)) return 'Last name is required';
  if (blank(input.email)) return 'Email is required';
  return firstProblem(
    tooLong('First name', input.firstName, NAME_MAX),
    tooLong('Last name', input.lastName, NAME_MAX),
    isValidEmail(input.email) ? null : INVALID_EMAIL,
    input.password && input.password.length < PASSWORD_MIN ? PASSWORD_TOO_SHORT : null,
  );
}

export interface AccountInput {
  accountName: string;
  domain: string;
  description?: string | null;
}

export function validateAccount(input: AccountInput): string | null {
  if (blank(input.accountName)) return 'Account name is required';
  if (blank(input.domain)) return 'Domain is required';
  return firstProblem(
    tooLong('Account name', input.accountName, NAME_MAX),
    tooLong('Domain', input.domain, NAME_MAX),
    tooLong('Description', input.description, DESCRIPTION_MAX),
  );
}

/** docs/behaviour.md#validation: an empty account description is sent as null. */
export const descriptionOrNull = (value: string | null | undefined): string | null =>
  blank(value) ? null : (value as string).trim();
