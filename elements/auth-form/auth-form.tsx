import { LogIn, UserPlus } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { markText, registrationFieldErrors, signInFieldInQuestion } from '../../lib/forms/marks.ts';
import { validationTexts } from '../../lib/protocol/validation-texts.ts';
import { rememberLoad } from '../runtime/lazy-loaded.tsx';
import { useLocale, useTexts } from '../runtime/locale.tsx';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useFocusFirstInvalid } from '../ui/use-focus-invalid.ts';
import * as styles from './auth-form.css.ts';
import { authTexts } from './texts.ts';
import { useCardForm } from './use-card-form.ts';

export { useCardForm };

export type AuthMode = 'sign-in' | 'register';

export interface AuthFormProps {
  /** The next query parameter of the console's address (docs/behaviour.md#screens). */
  next?: string | null;
  /** A panel embedded alone signs in where it is; the console navigates to next or /dashboard. */
  stay?: boolean;
  initialMode?: AuthMode;
}

const EMPTY = {
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  accountName: '',
  accountDescription: '',
};
type Values = typeof EMPTY;

// The sign-in flows bring zod and the user schemas: they load once the form is on screen, not before it
// (docs/architecture.md, what the browser checks).
const loadAuth = rememberLoad(() => import('./sign-in-flows.tsx'));
// Drawn with the sign-in flows, once the form is; the WebAuthn code loads on its press (docs/security.md "Passkeys").
// Flows that cannot load leave the form without the button rather than blank: the form's own press says
// the code could not be had, and loads it again.
const PasskeySignIn = lazy(() =>
  loadAuth().then(
    (auth) => ({ default: auth.PasskeySignIn }),
    () => ({ default: () => null }),
  ),
);

/**
 * docs/behaviour.md#screens's one sign-in screen, toggling between signing in and creating an account. What the user typed
 * stays when the mode toggles or a request fails; the messages and toasts come from lib/session.
 */
export function AuthForm({ next, stay = false, initialMode = 'sign-in' }: AuthFormProps) {
  const t = useTexts(authTexts);
  const issueWords = useTexts(validationTexts);
  const locale = useLocale();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const signingIn = mode === 'sign-in';
  const formRef = useRef<HTMLFormElement>(null);
  // A right password of an account with a second factor: the card asks for the code next. False: back
  // from it, where the password is what to type again.
  const [secondStep, setSecondStep] = useState<ReactElement | null | false>(null);
  // A successful sign-in unmounts this form (the session changes); only a failure is left to show.
  const { values, field, error, setError, busy, titleId, submit } = useCardForm(
    EMPTY,
    async (values: Values) => {
      const auth = await loadAuth().catch(() => undefined);
      const options = { signingIn, form: formRef.current, showSecondStep: setSecondStep, next, stay, locale };
      return auth ? auth.send(values, options) : t.sendFailed;
    },
  );
  // The flows load at once, and keep what they say loaded in the form's language (lib/session/auth-texts.ts).
  useEffect(() => {
    const kept = loadAuth().then(
      (auth) => auth.keepAuthTexts(locale),
      () => undefined,
    );
    return () => void kept.then((release) => release?.());
  }, [locale]);

  // A refused sign-in marks no field: the one in question takes the focus (docs/behaviour.md#states).
  const focusFirstInvalid = useFocusFirstInvalid(formRef, () =>
    signingIn ? signInFieldInQuestion(values) : null,
  );
  // Once the refusal's marks are drawn, the first marked field takes the focus (docs/behaviour.md#validation).
  const send = async (event: FormEvent) => {
    await submit(event);
    focusFirstInvalid();
  };

  const switchMode = () => {
    setMode(signingIn ? 'register' : 'sign-in');
    setError(null);
  };

  if (secondStep) return secondStep;

  const title = signingIn ? t.signInTitle : t.registerTitle;
  // After a refused registration each missing or wrong field is marked at itself, not only in the banner.
  const marks = !signingIn && error ? registrationFieldErrors(values) : {};
  const marked = (name: keyof typeof marks) => {
    const mark = marks[name];
    return { ...field(name), error: mark && markText(mark, issueWords) };
  };
  return (
    <div className={styles.wrap} part="auth">
      <section className={styles.card} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        <form ref={formRef} className={styles.form} onSubmit={send} noValidate aria-label={title}>
          {error && <Alert tone="error">{error}</Alert>}
          {!signingIn && (
            <>
              <TextField
                label={t.firstName}
                required
                autoComplete="given-name"
                maxLength={150}
                {...marked('firstName')}
              />
              <TextField
                label={t.lastName}
                required
                autoComplete="family-name"
                maxLength={150}
                {...marked('lastName')}
              />
            </>
          )}
          <TextField label={t.email} type="email" required autoComplete="email" {...marked('email')} />
          <TextField
            label={t.password}
            type="password"
            required
            autoComplete={signingIn ? 'current-password' : 'new-password'}
            autoFocus={secondStep === false}
            help={signingIn ? undefined : t.passwordHelp}
            {...marked('password')}
          />
          {!signingIn && (
            <>
              <TextField
                label={t.accountName}
                required
                autoComplete="organization"
                maxLength={150}
                {...marked('accountName')}
              />
              <TextField
                label={t.accountDescription}
                multiline
                rows={3}
                maxLength={2500}
                help={t.optional}
                {...field('accountDescription')}
              />
            </>
          )}
          <Button
            type="submit"
            variant="primary"
            icon={signingIn ? LogIn : UserPlus}
            className={styles.submit}
            disabled={busy}
          >
            {busy ? (signingIn ? t.signingIn : t.creatingAccount) : signingIn ? t.signIn : t.createAccount}
          </Button>
        </form>
        {signingIn && (
          <Suspense>
            <PasskeySignIn next={next} stay={stay} />
          </Suspense>
        )}
        <p className={styles.toggle}>
          <Button variant="link" onClick={switchMode}>
            {signingIn ? t.toRegister : t.toSignIn}
          </Button>
        </p>
      </section>
    </div>
  );
}
