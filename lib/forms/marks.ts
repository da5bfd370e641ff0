import { PASSWORD_MIN } from '../protocol/limits.ts';
import type { IssueTexts } from '../protocol/issue-texts.ts';

// What the sign-in card checks at its first paint, with no words of its own: which fields to mark and why
// (docs/behaviour.md#validation). The card words a mark with the schema messages' words of its language
// (lib/protocol/validation-texts.ts); the banners' sentences are lib/forms/validation.ts's.

// The same shape zod's email check accepts, kept here so a form answers before any schema or request runs.
const EMAIL = /^[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const blank = (value: string | null | undefined): boolean => !value || value.trim() === '';
export const isValidEmail = (value: string): boolean => EMAIL.test(value.trim());

export interface SignInInput {
  email: string;
  password: string;
}

export interface RegistrationInput extends SignInInput {
  firstName: string;
  lastName: string;
  accountName: string;
  accountDescription?: string | null;
}

/**
 * The field a refused sign-in puts the focus on (docs/behaviour.md#states, "Errors show once"): the email
 * when it is blank, else the password, which is what a person retypes after 'Invalid email or password'.
 */
export const signInFieldInQuestion = ({ email }: Pick<SignInInput, 'email'>): 'email' | 'password' =>
  blank(email) ? 'email' : 'password';

/** Why a field is marked: missing, not an email, or a password shorter than PASSWORD_MIN. */
export type Mark = 'required' | 'invalidEmail' | 'tooShort';

/** docs/behaviour.md#validation: the registration fields to mark, each with why; empty when none. */
export function registrationFieldErrors(
  input: RegistrationInput,
): Partial<Record<keyof RegistrationInput, Mark>> {
  const marks: Partial<Record<keyof RegistrationInput, Mark>> = {};
  for (const name of ['firstName', 'lastName', 'email', 'password', 'accountName'] as const) {
    if (blank(input[name])) marks[name] = 'required';
  }
  if (!marks.email && !isValidEmail(input.email)) marks.email = 'invalidEmail';
  if (!marks.password && input.password.length < PASSWORD_MIN) marks.password = 'tooShort';
  return marks;
}

/** A mark in words, as a schema says it in the form's language ('Required', 'Invalid email'). */
export const markText = (mark: Mark, words: IssueTexts): string =>
  mark === 'tooShort' ? words.minCharacters.replace('{n}', String(PASSWORD_MIN)) : words[mark];
