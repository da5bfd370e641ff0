import { ACCESS } from '../../lib/protocol/access.ts';
import type { DruidiaService } from '../../lib/protocol/druidia.ts';
import type { Db } from '../db/db.ts';
import { ApiFailure, badRequest, forbidden } from '../http/failure.ts';
import type { Session } from '../http/handlers.ts';
import type { DruidiaRow } from './rows.ts';

// Who may do what with a service connection (docs/connections.md):
// - everyone in the account (level 3+) sees every connection of the account, tokens masked;
// - a personal connection is managed (updated, reconnected, deleted) by its owner, and by group admins;
// - a shared connection, or someone else's, only by group admins (level 5+);
// - sharing is for the owner alone (docs/behaviour.md#levels), never for the task service, whose connections stay personal.

export function assertCanManage(session: Session, row: DruidiaRow): void {
  if (row.user_id === session.userId || session.access >= ACCESS.groupAdmin) return;
  throw forbidden(
    row.user_id === null
      ? 'Only a group admin can change a connection shared with the account'
      : 'Only its owner or a group admin can change this connection',
  );
}

export function assertCanShare(session: Session, row: DruidiaRow): void {
  if (row.user_id === null)
    throw new ApiFailure(409, 'Conflict', 'The connection is already shared with the account');
  if (row.user_id !== session.userId) throw forbidden('Only the connection’s owner can share it');
  assertShareable(row.service);
}

function assertShareable(service: DruidiaService): void {
  if (service === 'task') throw forbidden('Task service connections are personal and cannot be shared');
}

/**
 * The owner a create or update may give a connection: shared (null, never for task), the caller, or for
 * group admins another user of the caller's own account.
 */
export async function assignableOwner(
  db: Db,
  session: Session,
  service: DruidiaService,
  userId: number | null,
): Promise<number | null> {
  if (userId === null) {
    assertShareable(service);
    return null;
  }
  if (userId === session.userId) return userId;
  if (session.access < ACCESS.groupAdmin) {
    throw forbidden('Only a group admin can give a connection to another user');
  }
  const [user] = await db.query('SELECT 1 FROM users WHERE user_id = $1 AND account_id = $2', [
    userId,
    session.accountId,
  ]);
  // Same answer for a missing user and another account's: nothing about other tenants leaks.
  if (!user) throw badRequest('user_id is not a user of your account');
  return userId;
}
