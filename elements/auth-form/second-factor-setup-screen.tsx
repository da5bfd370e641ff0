import { useStore } from '@nanostores/react';
import { KeyRound, Smartphone } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { passkeysAvailable } from '../../lib/passkeys/available.ts';
import { logout, refreshUser } from '../../lib/session/auth.ts';
import { $session } from '../../lib/session/session.ts';
import { showToast } from '../../lib/toasts/toasts.ts';
import { Button } from '../ui/button.tsx';
import * as controls from '../ui/controls.css.ts';
import { useTexts } from '../runtime/locale.tsx';
import { securityTexts } from '../profile-panel/texts.ts';
import { NameDialog } from '../profile-panel/passkey-name-dialog.tsx';
import { TotpEnrolment } from '../profile-panel/totp-enrolment.tsx';
import * as styles from './auth-form.css.ts';
// Tied to the sign-in form's chunk, as the one-time password screen is: the styles all three share then stay
// in that chunk rather than a chunk of their own on the sign-in screen (tests/budget/size.ts). The Sign out
// link is written out as that screen has it: shared, it became a chunk of its own too. The set-up steps'
// words are the profile's Sign-in and security ones (elements/profile-panel/texts.ts), which those steps load.
import './auth-form.tsx';
import { authTexts } from './texts.ts';

/**
 * What the console shows, in place of every screen, to a user whose level needs a second factor not set up
 * yet: the server serves them nothing else until one is (docs/security.md "Second-factor policy"). Once it
 * is, re-reading the user lifts the screen and the console opens where the user was going.
 */
export function SecondFactorSetUpScreen() {
  const t = useTexts(authTexts);
  const security = useTexts(securityTexts);
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
          {t.setUpTitle}
        </h1>
        <p className={styles.lead}>{t.setUpReason}</p>
        {choice === 'app' ? (
          <TotpEnrolment
            email={email}
            onDone={() => done(security.turnedOn)}
            onCancel={() => setChoice('none')}
          />
        ) : (
          <div className={controls.stack}>
            <Button variant="primary" icon={Smartphone} onClick={() => setChoice('app')}>
              {security.setUp}
            </Button>
            {passkeysAvailable() && (
              <Button icon={KeyRound} onClick={() => setChoice('passkey')}>
                {security.addPasskey}
              </Button>
            )}
          </div>
        )}
        {choice === 'passkey' && (
          <NameDialog
            editing={{ kind: 'add' }}
            onDone={(passkey) => done(security.passkeyAdded({ name: passkey.name }))}
            onClose={() => setChoice('none')}
          />
        )}
        <p className={styles.toggle}>
          <Button variant="link" onClick={() => void logout()}>
            {t.signOut}
          </Button>
        </p>
      </section>
    </div>
  );
}
