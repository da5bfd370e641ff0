import { useEffect, useRef, useState, type FormEvent } from 'react';
import { secondFactorActions as actions } from '../../lib/profile/second-factor.ts';
import { Alert } from '../ui/alert.tsx';
import * as controls from '../ui/controls.css.ts';
import { CodeField } from './code-field.tsx';
import { QrCode } from './qr-code.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import * as styles from './security-section.css.ts';
import { StepButtons } from './step-buttons.tsx';
import { useTexts } from '../runtime/locale.tsx';
import { securityTexts } from './texts.ts';

type Phase =
  { kind: 'starting' } | { kind: 'enrol'; secret: string; uri: string } | { kind: 'codes'; codes: string[] };

// The key an app's "enter a key" field takes, in groups of four so that it reads and types easily.
const grouped = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Setting up an authenticator app (docs/security.md "Second factor"), in the profile and on the forced
 * set-up screen alike: a new key as a QR code and as text, a first code to turn it on, then the ten
 * recovery codes shown this once. `onConfirmed` runs when the app is on, `onDone` once the codes are saved.
 * Each phase moves the focus to its control marked data-autofocus.
 */
export function TotpEnrolment(props: {
  email: string;
  onConfirmed?: () => void;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useTexts(securityTexts);
  const [phase, setPhase] = useState<Phase>({ kind: 'starting' });
  // '' for a failure that gave no reason: shown as the view's own words, in the language of the moment.
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState('');
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    void actions.setup().then((result) => {
      if (!live) return;
      if (result.ok) setPhase({ kind: 'enrol', ...result.value });
      else setError(result.error ?? '');
    });
    return () => {
      live = false;
    };
  }, []);
  useEffect(
    () => (body.current?.querySelector('[data-autofocus]') as HTMLElement | null)?.focus(),
    [phase.kind, error],
  );

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (phase.kind !== 'enrol') return;
    setBusy(true);
    const result = await actions.confirm(code);
    setBusy(false);
    if (!result.ok) return setError(result.error ?? '');
    setError(null);
    props.onConfirmed?.();
    setPhase({ kind: 'codes', codes: result.value });
  };

  if (phase.kind === 'codes')
    return (
      <div ref={body}>
        <RecoveryCodes codes={phase.codes} email={props.email} onDone={props.onDone} />
      </div>
    );
  return (
    <div ref={body}>
      <form
        className={controls.stack}
        onSubmit={(event) => void confirm(event)}
        noValidate
        aria-label={t.setUp}
      >
        <p className={styles.text}>{t.enrolLead}</p>
        {phase.kind === 'enrol' ? (
          <div className={styles.enrol}>
            <QrCode text={phase.uri} label={t.qrLabel({ email: props.email })} />
            <p className={styles.text}>
              {t.key} <code className={styles.secret}>{grouped(phase.secret)}</code>
            </p>
          </div>
        ) : (
          error === null && <p className={controls.muted}>{t.starting}</p>
        )}
        {error !== null && <Alert tone="error">{error || t.failed}</Alert>}
        {phase.kind === 'enrol' && <CodeField value={code} busy={busy} onChange={setCode} />}
        <StepButtons label={t.turnOn} busyLabel={t.turningOn} busy={busy} onCancel={props.onCancel} />
      </form>
    </div>
  );
}
