import { callCommand } from '../api/api.ts';
import { passhash } from '../crypto/passhash.ts';
import { navigate } from '../routing/navigation.ts';
import { showToast } from '../toasts/toasts.ts';
import { createAuthActions } from './auth-actions.ts';
import { sessionStore } from './session.ts';

/** The page's sign-in, registration, sign-out and profile-refresh flows, on the shared session. */
export const { login, verifySecondStep, register, logout, refreshUser, completeUser } = createAuthActions({
  call: callCommand,
  session: sessionStore,
  passhash: (password) => passhash(password),
  toast: (type, message) => void showToast(type, message),
  navigate: (path) => navigate(path),
  // Loaded on sign-out only: the sign-in page's first wave carries none of the gate (a gate page has it).
  forgetDevice: () =>
    import('../checkin/offline-copy.ts')
      .then(({ forgetGateDevice }) => forgetGateDevice())
      .catch(() => undefined),
});
