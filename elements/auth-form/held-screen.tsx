import { useStore } from '@nanostores/react';
import { $session, awaitsPasswordChange } from '../../lib/session/session.ts';
import { PasswordChangeScreen } from './password-change-screen.tsx';
import { SecondFactorSetUpScreen } from './second-factor-setup-screen.tsx';

/**
 * What a held session sees in place of everything else (lib/session/session.ts isHeld): the one-time
 * password screen first, then the second-factor set-up. One chunk, loaded only for such a user.
 */
export function HeldScreen() {
  return awaitsPasswordChange(useStore($session)) ? <PasswordChangeScreen /> : <SecondFactorSetUpScreen />;
}
