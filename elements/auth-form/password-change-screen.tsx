import { callCommand } from '../../lib/api/api.ts';
import { passhash } from '../../lib/crypto/passhash.ts';
import { changeOwnPassword, type PasswordChangeValues } from '../../lib/profile/password-change.ts';
import { passwordTexts } from '../../lib/profile/password-texts.ts';
import { checkTexts } from '../../lib/forms/check-texts.ts';
import { logout, refreshUser } from '../../lib/session/auth.ts';
import { $session } from '../../lib/session/session.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useTexts } from '../runtime/locale.tsx';
import * as styles from './auth-form.css.ts';
// Through the form's module, so that the sign-in screen's chunk carries the hook (no chunk of its own).
import { useCardForm } from './auth-form.tsx';
import { authTexts } from './texts.ts';

const EMPTY: PasswordChangeValues = { current: '', next: '', confirm: '' };

/**
 * What the console shows, in place of every screen, to a user who signed in with a one-time password
 * (npm run create-admin): the server serves them nothing else until it is replaced (docs/security.md).
 */
export function PasswordChangeScreen() {
  const t = useTexts(authTexts);
  const problems = useTexts(passwordTexts);
  const checks = useTexts(checkTexts);
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
      problems,
      checks,
    ),
  );

  return (
    <div className={styles.wrap} part="password-change">
      <section className={styles.card} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          {t.changeTitle}
        </h1>
        <p>{t.changeLead}</p>
        <form className={styles.form} onSubmit={submit} noValidate aria-label={t.changeTitle}>
          {error && <Alert tone="error">{error}</Alert>}
          <TextField
            label={t.oneTimePassword}
            type="password"
            required
            autoComplete="current-password"
            {...field('current')}
          />
          <TextField
            label={t.newPassword}
            type="password"
            required
            autoComplete="new-password"
            help={t.passwordHelp}
            {...field('next')}
          />
          <TextField
            label={t.confirmPassword}
            type="password"
            required
            autoComplete="new-password"
            {...field('confirm')}
          />
          <Button type="submit" variant="primary" className={styles.submit} disabled={busy}>
            {busy ? t.saving : t.setPassword}
          </Button>
        </form>
        <p className={styles.toggle}>
          <Button variant="link" onClick={() => void logout()}>
            {t.signOut}
          </Button>
        </p>
      </section>
    </div>
  );
}
