import { KeyRound } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { passkeysAvailable } from '../../lib/passkeys/available.ts';
import type { PendingSignIn } from '../../lib/session/auth-actions.ts';
import { passkeyTexts } from '../../lib/passkeys/passkey-texts.ts';
import { verifySecondStep } from '../../lib/session/auth.ts';
import { authResultTexts } from '../../lib/session/auth-texts.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Switch } from '../ui/switch.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useTexts } from '../runtime/locale.tsx';
import * as styles from './auth-form.css.ts';
// Through the form's module, so that this chunk carries no copy of the hook.
import { useCardForm } from './auth-form.tsx';
import { authTexts } from './texts.ts';

const EMPTY = { code: '', recovery: '' };

export interface SecondStepScreenProps {
  step: PendingSignIn;
  /** Back to the password: the sign-in starts again. */
  onBack: () => void;
}

/**
 * The second step of a sign-in (docs/behaviour.md#screens, docs/security.md "Second factor"): a code from
 * the authenticator app, one of the recovery codes, or a passkey. It offers only the factors user/token
 * listed; a user whose only factor is a passkey sees the passkey alone (docs/behaviour.md "Passkeys").
 */
export function SecondStepScreen({ step, onBack }: SecondStepScreenProps) {
  const t = useTexts(authTexts);
  const results = useTexts(authResultTexts);
  const passkeyResults = useTexts(passkeyTexts);
  const canRecover = step.factors.includes('recovery_code');
  const [recovering, setRecovering] = useState(!step.factors.includes('totp') && canRecover);
  const withPasskey = step.factors.includes('passkey') && passkeysAvailable();
  const passkeyOnly = withPasskey && !step.factors.includes('totp');
  const formRef = useRef<HTMLFormElement>(null);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const passkeyRef = useRef<HTMLButtonElement>(null);
  // A success signs in (the session changes and this card goes away); only a failure is left to show.
  const { field, error, setError, busy, submit } = useCardForm(EMPTY, async (values) => {
    const proof = recovering ? { recovery_code: values.recovery } : { code: values.code.trim() };
    const result = await verifySecondStep(step, proof, results);
    return result.ok ? null : result.error;
  });
  // The field takes the focus when the step opens, when the kind of code changes, and after a refusal.
  useEffect(() => formRef.current?.querySelector('input')?.focus(), [recovering, error]);
  // The passkey's button keeps the focus after a refused or cancelled prompt, and has it when it is all
  // the step offers.
  useEffect(() => {
    if (passkeyOnly || passkeyError) passkeyRef.current?.focus();
  }, [passkeyOnly, passkeyError]);

  // The WebAuthn code loads on the press (docs/security.md "Passkeys"); a success signs in as a code does.
  const askPasskey = async () => {
    setPasskeyBusy(true);
    setPasskeyError(null);
    setError(null);
    const result = await import('../../lib/passkeys/second-step.ts')
      .then((module) => module.passkeySecondStep(step, results, passkeyResults))
      .catch(() => ({ ok: false as const, error: t.passkeyStepLoadFailed }));
    if (!result.ok) setPasskeyError(result.error);
    setPasskeyBusy(false);
  };
  const passkeyChoice = (
    <div className={styles.form}>
      {passkeyError && <Alert tone="error">{passkeyError}</Alert>}
      <Button
        icon={KeyRound}
        variant={passkeyOnly ? 'primary' : undefined}
        className={styles.submit}
        disabled={busy || passkeyBusy}
        ref={passkeyRef}
        onClick={() => void askPasskey()}
      >
        {passkeyBusy ? t.waitingForPasskey : t.usePasskey}
      </Button>
    </div>
  );

  if (passkeyOnly)
    return (
      <StepCard
        title={t.passkeyTitle}
        lead={t.passkeyLead({ email: step.email })}
        onBack={onBack}
        busy={passkeyBusy}
      >
        {passkeyChoice}
      </StepCard>
    );

  const toggle = (on: boolean) => {
    setRecovering(on);
    setError(null);
  };

  return (
    <StepCard
      title={t.codeTitle}
      lead={recovering ? t.recoveryLead({ email: step.email }) : t.codeLead({ email: step.email })}
      onBack={onBack}
      busy={busy}
    >
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label={t.codeTitle}>
        {error && <Alert tone="error">{error}</Alert>}
        {recovering ? (
          <TextField
            key="recovery"
            label={t.recoveryCode}
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
            label={t.authenticatorCode}
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
            label={t.useRecoveryCode}
            description={t.useRecoveryCode}
            disabled={busy}
          />
        )}
        <Button type="submit" variant="primary" className={styles.submit} disabled={busy}>
          {busy ? t.verifying : t.verify}
        </Button>
      </form>
      {withPasskey && passkeyChoice}
    </StepCard>
  );
}

/** The second step's card: its title, what to do, the way to do it, and the way back to the password. */
function StepCard(props: {
  title: string;
  lead: string;
  onBack: () => void;
  busy: boolean;
  children: ReactNode;
}) {
  const t = useTexts(authTexts);
  const titleId = useId();
  return (
    <div className={styles.wrap} part="second-step">
      <section className={styles.card} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          {props.title}
        </h1>
        <p className={styles.lead}>{props.lead}</p>
        {props.children}
        <p className={styles.toggle}>
          <Button variant="link" onClick={props.onBack} disabled={props.busy}>
            {t.backToPassword}
          </Button>
        </p>
      </section>
    </div>
  );
}
