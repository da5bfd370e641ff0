import { useStore } from '@nanostores/react';
import { KeyRound, Smartphone } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { passkeysAvailable } from '../../lib/passkeys/available.ts';
import { logout, refreshUser } from '../../lib/session/auth.ts';
import { $session } from '../../lib/session/session.ts';
import { showToast } from '../../lib/toasts/toasts.ts';
import { Button } from '../ui/button.tsx';
import * as controls from '../ui/controls.css.ts';
import { NameDialog } from '../profile-panel/passkey-name-dialog.tsx';
import { TotpEnrolment } from '../profile-panel/totp-enrolment.tsx';
import * as styles from './auth-form.css.ts';
// Tied to the sign-in form's chunk, as the one-time password screen is: the styles all three share then stay
// in that chunk rather than a chunk of their own on the sign-in screen (tests/budget/size.ts). The Sign out
// link is written out as that screen has it: shared, it became a chunk of its own too.
import './auth-form.tsx';

const TITLE = 'Set up a second factor';
export const SECOND_FACTOR_REASON =
  'Your account requires a second factor for your level. Set one up to continue.';

/**
 * What the console shows, in place of every screen, to a user whose level needs a second factor not set up
 * yet: the server serves them nothing else until one is (docs/security.md "Second-factor policy"). Once it
 * is, re-reading the user lifts the screen and the console opens where the user was going.
 */
export function SecondFactorSetUpScreen() {
  const email = useStore($session).userInfo?.email ?? '';
  const [choice, setChoice] = useState<'none' | 'app' | 'passkey'>('none');
  const titleId = useId();
  // A factor set up before a reload (the recovery codes still on screen) lifts this screen at once.
  useEffect(() => void refreshUser(email).catch(() => undefined), [email]);
  const done = (what: string) => {
    showToast('success', what);
    void refreshUser(email);
  };

  return (
    <div className={styles.wrap} part="second-factor-setup">
      <section className={styles.card} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          {TITLE}
        </h1>
        <p className={styles.lead}>{SECOND_FACTOR_REASON}</p>
        {choice === 'app' ? (
          <TotpEnrolment
            email={email}
            onDone={() => done('Authenticator app turned on')}
            onCancel={() => setChoice('none')}
          />
        ) : (
          <div className={controls.stack}>
            <Button variant="primary" icon={Smartphone} onClick={() => setChoice('app')}>
              Set up an authenticator app
            </Button>
            {passkeysAvailable() && (
              <Button icon={KeyRound} onClick={() => setChoice('passkey')}>
                Add a passkey
              </Button>
            )}
          </div>
        )}
        {choice === 'passkey' && (
          <NameDialog
            editing={{ kind: 'add' }}
            onDone={(passkey) => done(`Passkey "${passkey.name}" added`)}
            onClose={() => setChoice('none')}
          />
        )}
        <p className={styles.toggle}>
          <Button variant="link" onClick={() => void logout()}>
            Sign out
          </Button>
        </p>
      </section>
    </div>
  );
}
