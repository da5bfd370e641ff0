import { callCommand } from '../api/api.ts';
import { showErrorBanner } from '../banner/error-banner.ts';
import { showFailure } from '../feedback/show-failure.ts';
import { passhash } from '../crypto/passhash.ts';
import { refreshUser } from '../session/auth.ts';
import { $session } from '../session/session.ts';
import { showToast } from '../toasts/toasts.ts';
import { createProfileActions } from './profile-actions.ts';

/** The profile page's saves, on the page's API client, session, toasts and error banner. */
export const { saveUser, saveAccount } = createProfileActions({
  call: callCommand,
  passhash: (password) => passhash(password),
  refreshUser,
  currentUser: () => $session.get().userInfo,
  toast: (type, message) => void showToast(type, message),
  // The form's banner is the failure's one display (lib/feedback/show-failure.ts).
  showBanner: (message) => void showFailure(message, showErrorBanner),
});
