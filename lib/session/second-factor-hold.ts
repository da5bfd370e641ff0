import { awaitsPasswordChange, isSignedIn, type Session } from './session.ts';

/**
 * Signed in at a level whose second-factor policy the user does not meet yet: the server answers only the
 * set-up commands, so the console shows the set-up screen instead of any route (docs/security.md
 * "Second-factor policy"). The one-time password screen comes first. Apart from session.ts, so that only
 * the console's shell carries it, not every panel.
 */
export const awaitsSecondFactor = (session: Session): boolean =>
  isSignedIn(session) && !awaitsPasswordChange(session) && session.userInfo?.second_factor_required === 1;
