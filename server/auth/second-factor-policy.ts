import { commandName } from '../../lib/protocol/command.ts';
import { passkeyCommands } from '../../lib/protocol/passkey.ts';
import { secondFactorCommands } from '../../lib/protocol/second-factor.ts';
import { userCommands } from '../../lib/protocol/user.ts';
import type { Config } from '../config.ts';
import { ApiFailure } from '../http/failure.ts';
import type { Session } from '../http/handlers.ts';

export const SECOND_FACTOR_SETUP_REQUIRED =
  'Set up a second factor first: your access level needs one (an authenticator app or a passkey)';

/**
 * Whether a session's user must set up a second factor before anything else, in SQL over SESSION_TABLES
 * (server/auth/session-rule.ts), with the server's level as `$level`. The stricter (lower) of
 * REQUIRE_SECOND_FACTOR_LEVEL and the account's own level applies; an embed session is vouched for by its
 * API key's holder and never asked (docs/security.md "Second-factor policy"). Read from the session's row
 * on every request, so setting a factor up lifts it at once and nothing in a body can.
 */
export const mustSetUpSql = (level: string): string => `(s.api_key_id IS NULL
         AND u.access >= least(coalesce(${level}::int, 10), coalesce(a.require_second_factor_level, 10))
         AND NOT EXISTS (SELECT 1 FROM second_factors f WHERE f.user_id = u.user_id AND f.confirmed_at IS NOT NULL)
         AND NOT EXISTS (SELECT 1 FROM passkeys p WHERE p.user_id = u.user_id))`;

/** The server's level as the query parameter of mustSetUpSql: NULL when the environment sets none. */
export const serverLevelParam = (config: Config): number | null => config.requireSecondFactorLevel ?? null;

// What such a session may do: see itself, set up an authenticator app or a passkey, leave.
const ALLOWED = new Set(
  [
    userCommands.read,
    userCommands.logout,
    secondFactorCommands.status,
    secondFactorCommands.setup,
    secondFactorCommands.confirm,
    passkeyCommands.register_options,
    passkeyCommands.register,
  ].map(commandName),
);

/**
 * A user with a one-time password (server/auth/password-change-gate.ts) replaces it first, under that gate
 * alone: each gate allows what the other refuses, so together they would lock out the first super admin of
 * a production server (docs/security.md "Second-factor policy").
 */
export function checkSecondFactorSetUpGate(session: Session, command: string, targetUserId?: number): void {
  if (!session.mustSetUpSecondFactor || session.mustChangePassword) return;
  if (ALLOWED.has(command) && (targetUserId === undefined || targetUserId === session.userId)) return;
  throw new ApiFailure(403, 'Forbidden', SECOND_FACTOR_SETUP_REQUIRED, { code: 'second_factor_required' });
}
