import { callCommand, setSessionRenewal } from '../api/api.ts';
import { $consoleConfig } from '../config/console-config.ts';
import { createEmbedSessions } from './embed-sessions.ts';
import { sessionStore } from './session.ts';

/** The page's embed sessions, on its API client and shared session; loaded only on pages that use them. */
export const {
  $claim: $embedClaim,
  claim: claimEmbedSession,
  renew: renewEmbedSession,
} = createEmbedSessions({
  call: callCommand,
  session: sessionStore,
  fetchSecret: () => $consoleConfig.get().fetchEmbedSecret,
});

// From the first claim on, a call that meets an ended session claims a new one and is sent again.
setSessionRenewal(renewEmbedSession);
