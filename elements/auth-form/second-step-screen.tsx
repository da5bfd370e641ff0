import { useEffect, useRef, useState } from 'react';
import type { PendingSignIn } from '../../lib/session/auth-actions.ts';
import { verifySecondStep } from '../../lib/session/auth.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Switch } from '../ui/switch.tsx';
import { TextField } from '../ui/text-field.tsx';
import * as styles from './auth-form.css.ts';
// Through the form's module, so that this chunk carries no copy of the hook.
import { useCardForm } from './auth-form.tsx';

const TITLE = 'Enter your sign-in code';
const EMPTY = { code: '', recovery: '' };

export interface SecondStepScreenProps {
  step: PendingSignIn;
  /** Back to the password: the sign-in starts again. */
  onBack: () => void;
}

/**
 * The second step of a sign-in (docs/behaviour.md#screens, docs/security.md "Second factor"): a code from
 * the authenticator app, or one of the recovery codes. It offers only the factors user/token listed; a
 * factor it does not know yet (a passkey) shows nothing here until its own control joins the card.
 */
export function SecondStepScreen({ step, onBack }: SecondStepScreenProps) {
  const canRecover = step.factors.includes('recovery_code');
  const [recovering, setRecovering] = useState(!step.factors.includes('totp') && canRecover);
  const formRef = useRef<HTMLFormElement>(null);
  // A success signs in (the session changes and this card goes away); only a failure is left to show.
  const { field, error, setError, busy, titleId, submit } = useCardForm(EMPTY, async (values) => {
    const proof = recovering ? { recovery_code: values.recovery } : { code: values.code.trim() };
    const result = await verifySecondStep(step, proof);
    return result.ok ? null : result.error;
  });
  // The field takes the focus when the step opens, when the kind of code changes, and after a refusal.
  useEffect(() => formRef.current?.querySelector('input')?.focus(), [recovering, error]);

  const toggle = (on: boolean) => {
    setRecovering(on);
    setError(null);
  };

  return (
    <div className={styles.wrap} part="second-step">
      <section className={styles.card} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          {TITLE}
        </h1>
        <p className={styles.lead}>
          {recovering
            ? `Enter one of the recovery codes you saved for ${step.email}. Each code works once.`
            : `Open your authenticator app and enter the 6-digit code it shows for ${step.email}.`}
        </p>
        <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label={TITLE}>
          {error && <Alert tone="error">{error}</Alert>}
          {recovering ? (
            <TextField
              key="recovery"
              label="Recovery Code"
              required
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={40}
              {...field('recovery')}
            />
          ) : (
            <TextField
              key="code"
              label="Authenticator Code"
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              {...field('code')}
            />
          )}
          {canRecover && (
            <Switch
              checked={recovering}
              onChange={toggle}
              label="Use a recovery code"
              description="Use a recovery code"
              disabled={busy}
            />
          )}
          <Button type="submit" variant="primary" className={styles.submit} disabled={busy}>
            {busy ? 'Verifying...' : 'Verify'}
          </Button>
        </form>
        <p className={styles.toggle}>
          <Button variant="link" onClick={onBack} disabled={busy}>
            Back to the password
          </Button>
        </p>
      </section>
    </div>
  );
}
