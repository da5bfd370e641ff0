import { callCommand } from '../../lib/api/api.ts';
import { passhash } from '../../lib/crypto/passhash.ts';
import { changeOwnPassword, type PasswordChangeValues } from '../../lib/profile/password-change.ts';
import { logout, refreshUser } from '../../lib/session/auth.ts';
import { $session } from '../../lib/session/session.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/text-field.tsx';
import * as styles from './auth-form.css.ts';
// Through the form's module, so that the sign-in screen's chunk carries the hook (no chunk of its own).
import { useCardForm } from './auth-form.tsx';

const EMPTY: PasswordChangeValues = { current: '', next: '', confirm: '' };
const TITLE = 'Choose your own password';

/**
 * What the console shows, in place of every screen, to a user who signed in with a one-time password
 * (npm run create-admin): the server serves them nothing else until it is replaced (docs/security.md).
 */
export function PasswordChangeScreen() {
  // Success re-reads the user, and the console replaces this screen; only a failure is left to show.
  const { field, error, busy, titleId, submit } = useCardForm(EMPTY, (values) =>
    changeOwnPassword(
      {
        call: callCommand,
        passhash: (text) => passhash(text),
        refreshUser,
        currentUser: () => $session.get().userInfo,
      },
      values,
    ),
  );

  return (
    <div className={styles.wrap} part="password-change">
      <section className={styles.card} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          {TITLE}
        </h1>
        <p>
          You signed in with a one-time password. Choose a password of your own to continue: until you do, the
          console shows nothing else.
        </p>
        <form className={styles.form} onSubmit={submit} noValidate aria-label={TITLE}>
          {error && <Alert tone="error">{error}</Alert>}
          <TextField
            label="One-time Password"
            type="password"
            required
            autoComplete="current-password"
            {...field('current')}
          />
          <TextField
            label="New Password"
            type="password"
            required
            autoComplete="new-password"
            help="At least 4 characters"
            {...field('next')}
          />
          <TextField
            label="Confirm New Password"
            type="password"
            required
            autoComplete="new-password"
            {...field('confirm')}
          />
          <Button type="submit" variant="primary" className={styles.submit} disabled={busy}>
            {busy ? 'Saving...' : 'Set password'}
          </Button>
        </form>
        <p className={styles.toggle}>
          <Button variant="link" onClick={() => void logout()}>
            Sign out
          </Button>
        </p>
      </section>
    </div>
  );
}
