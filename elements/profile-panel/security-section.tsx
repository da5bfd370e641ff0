import { useEffect, useRef, useState, type FormEvent } from 'react';
import { secondFactorActions as actions, type Outcome, type Proof } from '../../lib/profile/second-factor.ts';
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

type Status = { totp: boolean; recovery_codes_left: number };
type Step =
  | { kind: 'idle' }
  | { kind: 'enrol' }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'prove'; action: 'disable' | 'regenerate' };

const DONE = {
  on: 'Authenticator app turned on',
  disable: 'Authenticator app turned off',
  regenerate: 'New recovery codes made: the old ones no longer work',
};

/**
 * The profile's "Sign-in and security" section (docs/behaviour.md#screens, docs/security.md "Second
 * factor"): set up an authenticator app, the recovery codes shown once, new codes, turning it off. After
 * each step the focus moves to the control marked data-autofocus, and a toast says what was done.
 */
export function SecuritySection({ email }: { email: string }) {
  const [status, setStatus] = useState<Status | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
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
    else setError(result.error);
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
  async function run<T>(send: () => Promise<Outcome<T>>, done: (value: T) => void | Promise<void>) {
    setBusy(true);
    const result = await send();
    if (result.ok) await done(result.value);
    else setError(result.error);
    setBusy(false);
  }

  const prove = (action: 'disable' | 'regenerate') => (event: FormEvent) => {
    event.preventDefault();
    const proof: Proof = byPassword ? { password } : { code };
    void run<string[] | { success: boolean }>(
      () => (action === 'disable' ? actions.disable(proof) : actions.regenerate(proof)),
      async (value) => {
        showToast('success', DONE[action]);
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
              showToast('success', DONE.on);
              void reload();
            }}
            onDone={() => go({ kind: 'idle' })}
            onCancel={() => go({ kind: 'idle' })}
          />
        );
      case 'codes':
        return <RecoveryCodes codes={step.codes} email={email} onDone={() => go({ kind: 'idle' })} />;
      case 'prove': {
        const label = step.action === 'disable' ? 'Turn off' : 'Make new codes';
        return (
          <form
            className={controls.stack}
            onSubmit={prove(step.action)}
            noValidate
            aria-label={
              step.action === 'disable' ? 'Turn the authenticator app off' : 'Make new recovery codes'
            }
          >
            <p className={styles.text}>
              {byPassword
                ? 'Enter your password to confirm.'
                : 'Enter a code from your authenticator app to confirm.'}
            </p>
            {error && <Alert tone="error">{error}</Alert>}
            {byPassword ? (
              <TextField
                label="Current Password"
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
              label="Use my password instead"
              description="Use my password instead"
              disabled={busy}
            />
            <StepButtons
              label={label}
              busyLabel="Working..."
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
            {error && <Alert tone="error">{error}</Alert>}
            {!status ? (
              <p className={controls.muted}>Loading...</p>
            ) : status.totp ? (
              <>
                <p className={styles.text}>
                  <strong>Authenticator app: on.</strong> Signing in asks for a code from the app after your
                  password. {status.recovery_codes_left} of 10 recovery codes left.
                </p>
                <div className={controls.row}>
                  <Button data-autofocus onClick={() => go({ kind: 'prove', action: 'regenerate' })}>
                    New recovery codes
                  </Button>
                  <Button variant="danger" onClick={() => go({ kind: 'prove', action: 'disable' })}>
                    Turn off
                  </Button>
                </div>
              </>
            ) : (
              <>
                <p className={styles.text}>
                  <strong>Authenticator app: off.</strong> With one, signing in also asks for a code from your
                  phone, so a password alone is not enough.
                </p>
                <div className={controls.row}>
                  <Button variant="primary" data-autofocus onClick={() => go({ kind: 'enrol' })}>
                    Set up an authenticator app
                  </Button>
                </div>
              </>
            )}
          </div>
        );
    }
  })();

  return (
    <Section title="Sign-in and security">
      <div ref={body}>{view}</div>
      <Passkeys />
    </Section>
  );
}
