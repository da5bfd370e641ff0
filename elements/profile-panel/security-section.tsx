import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  secondFactorActions as actions,
  type AfterAttempt,
  type Attempt,
  type Outcome,
  type Proof,
} from '../../lib/profile/second-factor.ts';
import { showToast } from '../../lib/toasts/toasts.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import * as controls from '../ui/controls.css.ts';
import { Section } from '../ui/section.tsx';
import { Switch } from '../ui/switch.tsx';
import { TextField } from '../ui/text-field.tsx';
import { CodeField } from './code-field.tsx';
import { Passkeys } from './passkeys-section.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import * as styles from './security-section.css.ts';
import { StepButtons } from './step-buttons.tsx';
import { TotpEnrolment } from './totp-enrolment.tsx';
import { useTexts } from '../runtime/locale.tsx';
import { securityTexts } from './texts.ts';

type Status = { totp: boolean; recovery_codes_left: number };
type Step =
  | { kind: 'idle' }
  | { kind: 'enrol' }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'prove'; action: 'disable' | 'regenerate' };

/**
 * The profile's "Sign-in and security" section (docs/behaviour.md#screens, docs/security.md "Second
 * factor"): set up an authenticator app, the recovery codes shown once, new codes, turning it off. After
 * each step the focus moves to the control marked data-autofocus, and a toast says what was done.
 */
export function SecuritySection({ email }: { email: string }) {
  const t = useTexts(securityTexts);
  const [status, setStatus] = useState<Status | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  // '' for a failure that gave no reason: shown as the view's own words, in the language of the moment.
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [byPassword, setByPassword] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  // Each step asks for the focus to move once it has drawn; the section's first paint takes none.
  const [moves, setMoves] = useState(0);

  const apply = (result: Outcome<Status>) => {
    if (result.ok) setStatus(result.value);
    else setError(result.error ?? '');
  };
  const reload = async () => apply(await actions.status());
  useEffect(() => void actions.status().then(apply), []);
  useEffect(() => {
    if (moves > 0) body.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [moves, status]);

  const go = (next: Step) => {
    setMoves((n) => n + 1);
    setError(null);
    setCode('');
    setPassword('');
    setByPassword(false);
    setStep(next);
  };
  async function run<T>(send: Attempt<T>, done: AfterAttempt<T>) {
    setBusy(true);
    const result = await send();
    if (result.ok) await done(result.value);
    else setError(result.error ?? '');
    setBusy(false);
  }

  const prove = (action: 'disable' | 'regenerate') => (event: FormEvent) => {
    event.preventDefault();
    const proof: Proof = byPassword ? { password } : { code };
    void run<string[] | { success: boolean }>(
      () => (action === 'disable' ? actions.disable(proof) : actions.regenerate(proof)),
      async (value) => {
        showToast('success', action === 'disable' ? t.turnedOff : t.regenerated);
        go(Array.isArray(value) ? { kind: 'codes', codes: value } : { kind: 'idle' });
        await reload();
      },
    );
  };

  const codeField = <CodeField value={code} busy={busy} onChange={setCode} />;

  const view = (() => {
    switch (step.kind) {
      case 'enrol':
        return (
          <TotpEnrolment
            email={email}
            onConfirmed={() => {
              showToast('success', t.turnedOn);
              void reload();
            }}
            onDone={() => go({ kind: 'idle' })}
            onCancel={() => go({ kind: 'idle' })}
          />
        );
      case 'codes':
        return <RecoveryCodes codes={step.codes} email={email} onDone={() => go({ kind: 'idle' })} />;
      case 'prove': {
        const label = step.action === 'disable' ? t.turnOff : t.makeNewCodes;
        return (
          <form
            className={controls.stack}
            onSubmit={prove(step.action)}
            noValidate
            aria-label={step.action === 'disable' ? t.turnOffForm : t.newCodesForm}
          >
            <p className={styles.text}>{byPassword ? t.confirmByPassword : t.confirmByCode}</p>
            {error !== null && <Alert tone="error">{error || t.failed}</Alert>}
            {byPassword ? (
              <TextField
                label={t.currentPassword}
                type="password"
                required
                autoComplete="current-password"
                value={password}
                disabled={busy}
                onChange={(event) => setPassword(event.target.value)}
                data-autofocus
              />
            ) : (
              codeField
            )}
            <Switch
              checked={byPassword}
              onChange={(on) => {
                setMoves((n) => n + 1);
                setByPassword(on);
                setError(null);
              }}
              label={t.usePassword}
              description={t.usePassword}
              disabled={busy}
            />
            <StepButtons
              label={label}
              busyLabel={t.working}
              busy={busy}
              danger={step.action === 'disable'}
              onCancel={() => go({ kind: 'idle' })}
            />
          </form>
        );
      }
      default:
        return (
          <div className={controls.stack}>
            {error !== null && <Alert tone="error">{error || t.failed}</Alert>}
            {!status ? (
              <p className={controls.muted}>{t.loading}</p>
            ) : status.totp ? (
              <>
                <p className={styles.text}>
                  <strong>{t.totpOn}</strong> {t.totpOnLead({ left: status.recovery_codes_left })}
                </p>
                <div className={controls.row}>
                  <Button data-autofocus onClick={() => go({ kind: 'prove', action: 'regenerate' })}>
                    {t.newCodes}
                  </Button>
                  <Button variant="danger" onClick={() => go({ kind: 'prove', action: 'disable' })}>
                    {t.turnOff}
                  </Button>
                </div>
              </>
            ) : (
              <>
                <p className={styles.text}>
                  <strong>{t.totpOff}</strong> {t.totpOffLead}
                </p>
                <div className={controls.row}>
                  <Button variant="primary" data-autofocus onClick={() => go({ kind: 'enrol' })}>
                    {t.setUp}
                  </Button>
                </div>
              </>
            )}
          </div>
        );
    }
  })();

  return (
    <Section title={t.title}>
      <div ref={body}>{view}</div>
      <Passkeys />
    </Section>
  );
}
