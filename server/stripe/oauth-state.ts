import { newToken, tokenHash } from '../auth/tokens.ts';
import type { Db } from '../db/db.ts';
import { badRequest } from '../http/failure.ts';
import type { Session } from '../http/handlers.ts';

/** How long a start_connect may take to come back (issue 3: valid for 10 minutes). */
export const STATE_TTL = "interval '10 minutes'";
// Spent and expired states are kept a day for inspection, then dropped when new ones are issued.
const STATE_RETENTION = "interval '1 day'";

export interface PendingState {
  state_hash: string;
  account_id: number;
  redirect_url: string;
  livemode: boolean;
}

/** A new state (256 random bits) bound to the caller; only its hash is stored. */
export async function issueState(
  db: Db,
  session: Session,
  redirectUrl: string,
  livemode: boolean,
): Promise<string> {
  const state = newToken();
  await db.query(`DELETE FROM stripe_oauth_states WHERE created_at < now() - ${STATE_RETENTION}`);
  await db.query(
    `INSERT INTO stripe_oauth_states (state_hash, account_id, user_id, redirect_url, livemode)
     VALUES ($1, $2, $3, $4, $5)`,
    [tokenHash(state), session.accountId, session.userId, redirectUrl, livemode],
  );
  return state;
}

/** A state that is still usable (unused and fresh), whoever holds it: for the simulator's pages. */
export async function findPendingState(db: Db, state: string): Promise<PendingState | undefined> {
  const [row] = await db.query<PendingState>(
    `SELECT state_hash, account_id, redirect_url, livemode FROM stripe_oauth_states
     WHERE state_hash = $1 AND used_at IS NULL AND created_at > now() - ${STATE_TTL}`,
    [tokenHash(state)],
  );
  return row;
}

/**
 * Spends the caller's state, once: a single UPDATE decides, so two callbacks racing with one state cannot
 * both win. Unknown, foreign, spent and expired states all get the same answer.
 */
export async function consumeState(db: Db, session: Session, state: string): Promise<PendingState> {
  const [row] = await db.query<PendingState>(
    `UPDATE stripe_oauth_states SET used_at = now()
     WHERE state_hash = $1 AND user_id = $2 AND account_id = $3
       AND used_at IS NULL AND created_at > now() - ${STATE_TTL}
     RETURNING state_hash, account_id, redirect_url, livemode`,
    [tokenHash(state), session.userId, session.accountId],
  );
  if (!row) throw badRequest('Invalid or expired state');
  return row;
}
