import { KeyRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { passkeysAvailable } from '../../lib/passkeys/available.ts';
import { passkeyTexts } from '../../lib/passkeys/passkey-texts.ts';
import type { AfterSignIn } from '../../lib/session/auth-actions.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { useTexts } from '../runtime/locale.tsx';
import * as styles from './auth-form.css.ts';
import { authTexts } from './texts.ts';

/**
 * "Sign in with a passkey" under the sign-in form (docs/behaviour.md "Passkeys"): drawn with the sign-in
 * flows, and the WebAuthn code loaded on the press (docs/security.md "Passkeys"). Not drawn at all in a
 * browser without WebAuthn.
 */
export function PasskeySignIn({ next, stay }: AfterSignIn) {
  const t = useTexts(authTexts);
  const results = useTexts(passkeyTexts);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  // The button was disabled while the prompt was open: it takes the focus back with the message.
  useEffect(() => {
    if (error) button.current?.focus();
  }, [error]);
  if (!passkeysAvailable()) return null;
  const signIn = async () => {
    setBusy(true);
    setError(null);
    const failure = await import('../../lib/passkeys/sign-in.ts')
      .then((module) => module.passkeySignIn({ next, stay }, results))
      .catch(() => t.passkeyLoadFailed);
    // A success unmounts this form (the session changes); only a failure is left to show.
    setError(failure);
    setBusy(false);
  };
  return (
    <div className={styles.form}>
      {error && <Alert tone="error">{error}</Alert>}
      <Button
        ref={button}
        icon={KeyRound}
        className={styles.submit}
        disabled={busy}
        onClick={() => void signIn()}
      >
        {busy ? t.waitingForPasskey : t.signInWithPasskey}
      </Button>
    </div>
  );
}
