import { userCommands } from '../../lib/protocol/user.ts';
import { commandName } from '../../lib/protocol/command.ts';
import { ApiFailure } from '../http/failure.ts';
import type { Session } from '../http/handlers.ts';

export const PASSWORD_CHANGE_REQUIRED =
  'Choose a new password first: you signed in with a one-time password (Profile, User Information)';

// What a session of a user with a one-time password may do: see themselves, replace it, leave.
const ALLOWED = new Set([userCommands.read, userCommands.update, userCommands.logout].map(commandName));

/**
 * A user made by `npm run create-admin` signs in with a one-time password that the operator saw; until
 * they choose their own, their sessions serve nothing else, so that password is worth nothing for long.
 */
export function checkPasswordChangeGate(session: Session, command: string, targetUserId?: number): void {
  if (!session.mustChangePassword) return;
  if (ALLOWED.has(command) && (targetUserId === undefined || targetUserId === session.userId)) return;
  throw new ApiFailure(403, 'Forbidden', PASSWORD_CHANGE_REQUIRED, { code: 'password_change_required' });
}
