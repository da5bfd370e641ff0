import { druidiaCommands, druidiaListFields } from '../../lib/protocol/druidia.ts';
import { listInAccount } from '../connections/rows.ts';
import { secretInput } from '../connections/secret-input.ts';
import { issueCredentials } from '../druidia/registry.ts';
import {
  assertNotConnected,
  DRUIDIA,
  findConnection,
  insertConnection,
  toConnection,
  updateConnection,
  usableConnection,
  type ConnectionChanges,
  type DruidiaRow,
  type NewConnection,
} from '../druidia/rows.ts';
import { assertCanManage, assertCanShare, assignableOwner } from '../druidia/rules.ts';
import { demoReply, ndjsonReply } from '../druidia/service-request.ts';
import type { Db } from '../db/db.ts';
import { badRequest, forbidden } from '../http/failure.ts';
import { defineHandlers } from '../http/handlers.ts';
import type { Keys } from '../keys.ts';

async function addConnection(db: Db, keys: Keys, connection: NewConnection): Promise<DruidiaRow> {
  await assertNotConnected(db, connection);
  return insertConnection(db, keys, connection);
}

const ownerConflict = (service: string): string =>
  `That owner already has a ${service} connection, or the account already shares one`;

export const druidiaHandlers = defineHandlers(druidiaCommands, {
  async create({ db, keys, session }, input) {
    const userId = await assignableOwner(db, session, input.service, input.user_id);
    const row = await addConnection(db, keys, {
      accountId: session.accountId,
      userId,
      service: input.service,
      userHash: input.user_hash,
      token: input.token,
    });
    return toConnection(keys, row);
  },

  async read({ db, keys, session }, input) {
    return toConnection(keys, await findConnection(db, input.druidia_id, session.accountId));
  },

  async update({ db, keys, session }, input) {
    const row = await findConnection(db, input.druidia_id, session.accountId);
    assertCanManage(session, row);
    const changes: ConnectionChanges = {
      token: secretInput('token', input.token, toConnection(keys, row).token),
    };
    if (input.user_id !== undefined && input.user_id !== row.user_id) {
      // Making a personal connection shared is sharing, whoever asks: the same rules as share.
      if (input.user_id === null) assertCanShare(session, row);
      changes.userId = await assignableOwner(db, session, row.service, input.user_id);
    }
    return toConnection(keys, await updateConnection(db, keys, row, changes, ownerConflict(row.service)));
  },

  async delete({ db, session }, input) {
    const row = await findConnection(db, input.druidia_id, session.accountId);
    assertCanManage(session, row);
    await db.query('DELETE FROM druidia_connections WHERE druidia_id = $1', [row.druidia_id]);
    return { success: true };
  },

  list: ({ db, keys, session }, query) =>
    listInAccount(
      db,
      { ...DRUIDIA, fields: druidiaListFields, toReply: (row: DruidiaRow) => toConnection(keys, row) },
      session.accountId,
      query,
    ),

  // The registry stand-in: a new connection is always the caller's own; with druidia_id it reconnects,
  // replacing hash and token of a connection the caller may manage.
  async connect({ db, keys, session }, input) {
    if (input.user_id !== undefined && input.user_id !== session.userId) {
      throw forbidden('You can only connect services for yourself');
    }
    const credentials = issueCredentials();
    if (input.druidia_id === undefined) {
      const row = await addConnection(db, keys, {
        accountId: session.accountId,
        userId: session.userId,
        service: input.service,
        ...credentials,
      });
      return toConnection(keys, row);
    }
    const row = await findConnection(db, input.druidia_id, session.accountId);
    if (row.service !== input.service) {
      throw badRequest(
        `Connection ${row.druidia_id} is for the ${row.service} service, not ${input.service}`,
      );
    }
    assertCanManage(session, row);
    return toConnection(keys, await updateConnection(db, keys, row, credentials, ownerConflict(row.service)));
  },

  async share({ db, keys, session }, input) {
    const row = await findConnection(db, input.druidia_id, session.accountId);
    assertCanShare(session, row);
    const shared = await updateConnection(
      db,
      keys,
      row,
      { userId: null },
      `The account already has a shared ${row.service} connection`,
    );
    return toConnection(keys, shared);
  },

  async request({ db, session }, input) {
    // Never another user's personal connection.
    const connection = await usableConnection(db, session, input.service);
    if (!connection) {
      throw forbidden(
        `Connect the ${input.service} service first: you have no personal or shared connection`,
      );
    }
    const reply = () => demoReply(connection, input);
    return input.stream ? ndjsonReply(input.service, input.route, reply) : reply();
  },
});
