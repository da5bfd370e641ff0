import type { ReactElement } from 'react';
import { SETUP_ERROR_EVENT } from '../../lib/api/setup-error.ts';
import type { RegistrationInput } from '../../lib/forms/marks.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { AfterSignIn } from '../../lib/session/auth-actions.ts';
import { login, register } from '../../lib/session/auth.ts';
import { authTextsIn } from '../../lib/session/auth-texts.ts';
import { checkTextsIn } from '../../lib/forms/check-texts.ts';

// What the sign-in form loads once it is on screen, never before it (docs/architecture.md, what the browser
// checks): the flows, the passkey's button, and the way to the second step's screen, which loads only for
// a user who meets it.
export { PasskeySignIn } from './passkey-sign-in.tsx';
export { keepAuthTexts } from '../../lib/session/auth-texts.ts';

export interface SendOptions extends AfterSignIn {
  signingIn: boolean;
  form: HTMLFormElement | null;
  /** The second step's screen to show instead of the form; false is back from it. */
  showSecondStep: (view: ReactElement | false) => void;
  /** The form's language: what the flows say is in it (the form keeps its texts loaded, keepAuthTexts). */
  locale: Locale;
}

/** The sign-in form's submit: null once signed in or on to the second step, else what to tell the user. */
export async function send(
  values: RegistrationInput,
  { signingIn, form, showSecondStep, next, stay, locale }: SendOptions,
): Promise<string | null> {
  const t = authTextsIn(locale);
  const checks = checkTextsIn(locale);
  const result = signingIn
    ? await login({ email: values.email, password: values.password, next, stay }, t, checks)
    : await register({ ...values, stay }, t, checks);
  if (result.ok) return null;
  if (result.secondStep) {
    const { SecondStepScreen } = await import('./second-step-screen.tsx');
    showSecondStep(<SecondStepScreen step={result.secondStep} onBack={() => showSecondStep(false)} />);
    return null;
  }
  // A page set up wrong tells its host page, which may listen on the element or the document.
  if (result.setup) {
    const event = { detail: result.setup, bubbles: true, composed: true };
    form?.dispatchEvent(new CustomEvent(SETUP_ERROR_EVENT, event));
  }
  return result.error;
}
