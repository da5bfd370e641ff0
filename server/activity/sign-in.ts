import type { SecondFactor } from '../../lib/protocol/second-step.ts';
import type { Db } from '../db/db.ts';
import { appendActivity } from './entry.ts';

export interface SignInAttempt {
  /** The user the email belongs to, when it belongs to one. */
  user: { user_id: number; account_id: number } | undefined;
  email: string;
  ip: string;
  origin: string | undefined;
  /** The browser's User-Agent, kept with the session a success starts (not logged). */
  userAgent?: string | undefined;
  succeeded: boolean;
  /** The second factor the attempt completed with (or failed at); never anything of the code itself. */
  factor?: SecondFactor;
  /** The name of the passkey the attempt signed with (never anything of the key itself). */
  passkey?: string | undefined;
}

/**
 * A sign-in or a failed one, in the user's account log (an unknown email's in the log only super admins
 * read, account 0). A failure is logged on its own: the refusal rolls back nothing of it.
 */
export const recordSignIn = (db: Db, attempt: SignInAttempt): Promise<void> =>
  appendActivity(
    db,
    {
      accountId: attempt.user?.account_id ?? 0,
      userId: attempt.user?.user_id ?? null,
      apiKeyId: null,
      embedSessionId: null,
      ip: attempt.ip,
      origin: attempt.origin ?? null,
    },
    [
      {
        area: 'user',
        recordId: attempt.user?.user_id ?? null,
        action: attempt.succeeded ? 'sign_in' : 'sign_in_failed',
        changes: {
          email: [null, attempt.email],
          ...(attempt.factor ? { second_factor: [null, attempt.factor] } : {}),
          ...(attempt.passkey ? { passkey: [null, attempt.passkey] } : {}),
        },
      },
    ],
  );
