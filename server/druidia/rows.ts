import type { DruidiaConnection, DruidiaService } from '../../lib/protocol/druidia.ts';
import {
  conflictOnDuplicate,
  findInAccount,
  insertRow,
  nextId,
  updateRow,
  type ConnectionTable,
} from '../connections/rows.ts';
import type { Db } from '../db/db.ts';
import { ApiFailure } from '../http/failure.ts';
import type { Keys } from '../keys.ts';
import { maskSecrets, revealSecret, sealSecrets, type SecretFields } from '../secrets/columns.ts';
import type { Session } from '../http/handlers.ts';

export const DRUIDIA: ConnectionTable = {
  table: 'druidia_connections',
  idColumn: 'druidia_id',
  select: 'druidia_id, created_at, account_id, service, user_id, user_hash, token_encrypted',
  countedBy: ['service'],
};
const SECRETS: SecretFields<'token'> = { table: DRUIDIA.table, fields: ['token'] };

export interface DruidiaRow {
  druidia_id: number;
  created_at: string;
  account_id: number;
  service: DruidiaService;
  user_id: number | null;
  user_hash: string;
  token_encrypted: string;
}

/** The connection as the API returns it: the token masked, the ciphertext left behind. */
export const toConnection = (keys: Keys, row: DruidiaRow): DruidiaConnection => ({
  druidia_id: row.druidia_id,
  created_at: row.created_at,
  account_id: row.account_id,
  service: row.service,
  user_id: row.user_id,
  user_hash: row.user_hash,
  ...maskSecrets(keys, SECRETS, row.druidia_id, row as unknown as Record<string, unknown>),
});

/** The token the server presents to the connection's service on the account's behalf. */
export const connectionToken = (keys: Keys, row: DruidiaRow): string =>
  revealSecret(keys, SECRETS, 'token', row.druidia_id, row as unknown as Record<string, unknown>);

/** The connection a caller's service request goes through: their own first, else the account's shared one. */
export async function usableConnection(
  db: Db,
  session: Session,
  service: DruidiaService,
): Promise<DruidiaRow | undefined> {
  const [connection] = await db.query<DruidiaRow>(
    `SELECT ${DRUIDIA.select} FROM druidia_connections
     WHERE account_id = $1 AND service = $2 AND (user_id = $3 OR user_id IS NULL)
     ORDER BY user_id NULLS LAST LIMIT 1`,
    [session.accountId, service, session.userId],
  );
  return connection;
}

export const findConnection = (db: Db, druidiaId: number, accountId: number): Promise<DruidiaRow> =>
  findInAccount<DruidiaRow>(db, DRUIDIA, druidiaId, accountId);

export interface NewConnection {
  accountId: number;
  userId: number | null;
  service: DruidiaService;
  userHash: string;
  token: string;
}

const alreadyConnected = (service: string): string => `The ${service} service is already connected`;

/**
 * Refuses a connection the owner already has: their own one for the service, or the account's shared one
 * (which they can use already). Other users' personal connections do not count.
 */
export async function assertNotConnected(
  db: Db,
  connection: Pick<NewConnection, 'accountId' | 'userId' | 'service'>,
): Promise<void> {
  const [existing] = await db.query<{ user_id: number | null }>(
    `SELECT user_id FROM druidia_connections
     WHERE account_id = $1 AND service = $2 AND (user_id IS NULL OR user_id = $3)
     ORDER BY user_id NULLS FIRST LIMIT 1`,
    [connection.accountId, connection.service, connection.userId],
  );
  if (!existing) return;
  const whose = existing.user_id === null ? 'shared with the whole account' : 'for this user';
  throw new ApiFailure(409, 'Conflict', `${alreadyConnected(connection.service)} (${whose})`);
}

export async function insertConnection(db: Db, keys: Keys, connection: NewConnection): Promise<DruidiaRow> {
  const id = await nextId(db, DRUIDIA);
  await conflictOnDuplicate(
    () =>
      insertRow(db, DRUIDIA, {
        druidia_id: id,
        account_id: connection.accountId,
        user_id: connection.userId,
        service: connection.service,
        user_hash: connection.userHash,
        ...sealSecrets(keys, SECRETS, id, { token: connection.token }),
      }),
    alreadyConnected(connection.service),
  );
  return findConnection(db, id, connection.accountId);
}

export interface ConnectionChanges {
  userId?: number | null;
  userHash?: string;
  token?: string;
}

/** Applies the changes; `conflict` explains a clash with the one-per-owner-and-service rule. */
export async function updateConnection(
  db: Db,
  keys: Keys,
  row: DruidiaRow,
  changes: ConnectionChanges,
  conflict: string,
): Promise<DruidiaRow> {
  const values: Record<string, unknown> = {
    ...(changes.userId !== undefined ? { user_id: changes.userId } : {}),
    ...(changes.userHash !== undefined ? { user_hash: changes.userHash } : {}),
    ...sealSecrets(keys, SECRETS, row.druidia_id, { token: changes.token }),
  };
  if (Object.keys(values).length > 0) {
    await conflictOnDuplicate(() => updateRow(db, DRUIDIA, row.druidia_id, values), conflict);
  }
  return findConnection(db, row.druidia_id, row.account_id);
}
