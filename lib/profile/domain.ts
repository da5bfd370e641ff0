import { callCommand } from '../api/api.ts';
import { refreshUser } from '../session/auth.ts';
import { $session } from '../session/session.ts';
import { showToast } from '../toasts/toasts.ts';
import { createDomainActions } from './domain-verification.ts';

/**
 * The Account Information's domain notice on the page's API client and session: loaded with the notice
 * only, which only a group admin of an account with an unverified domain sees.
 */
export const domainActions = createDomainActions({
  call: callCommand,
  refreshUser,
  currentUser: () => $session.get().userInfo,
  toast: (type, message) => void showToast(type, message),
});
