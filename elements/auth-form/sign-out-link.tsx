import { logout } from '../../lib/session/auth.ts';
import { Button } from '../ui/button.tsx';
import * as styles from './auth-form.css.ts';

/** The way out of a screen that holds a signed-in user until something is done (docs/security.md). */
export function SignOutLink() {
  return (
    <p className={styles.toggle}>
      <Button variant="link" onClick={() => void logout()}>
        Sign out
      </Button>
    </p>
  );
}
