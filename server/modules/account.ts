import { ACCESS } from '../../lib/protocol/access.ts';
import { accountCommands, accountListFields, type Account } from '../../lib/protocol/account.ts';
import { hashPassword } from '../auth/password.ts';
import { createSession } from '../auth/sessions.ts';
import type { Db } from '../db/db.ts';
import { ApiFailure, forbidden, notFound } from '../http/failure.ts';
import { defineHandlers } from '../http/handlers.ts';
import { listRows } from '../list/list-rows.ts';
import { emailTaken, findUserById, type UserRow } from './user-rows.ts';

const ACCOUNT_SELECT = 'account_id, account_name, domain, description, enabled::int AS enabled, created_at';

async function findAccount(db: Db, accountId: number): Promise<Account> {
  const [row] = await db.query<Account>(`SELECT ${ACCOUNT_SELECT} FROM accounts WHERE account_id = $1`, [
    accountId,
  ]);
  if (!row) throw notFound('No such account');
  return row;
}

export const accountHandlers = defineHandlers(accountCommands, {
  // Registration creates a new tenant: its owner is a group admin of it and of nothing else.
  async register({ db, keys, ip }, input) {
    const passwordHash = await hashPassword(input.passhash, keys.pepper);
    const { userId, token } = await db.transaction(async (tx) => {
      if (await emailTaken(tx, input.email)) {
        throw new ApiFailure(409, 'Conflict', 'That email address is already in use');
      }
      const [account] = await tx.query<{ account_id: number }>(
        'INSERT INTO accounts (account_name, description) VALUES ($1, $2) RETURNING account_id',
        [input.account_name, input.account_description],
      );
      const [user] = await tx.query<{ user_id: number }>(
        `INSERT INTO users (account_id, email, first_name, last_name, password_hash, access, last_ip)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING user_id`,
        [
          account?.account_id,
          input.email,
          input.first_name,
          input.last_name,
          passwordHash,
          ACCESS.groupAdmin,
          ip,
        ],
      );
      if (!user) throw new Error('INSERT returned no row');
      return { userId: user.user_id, token: await createSession(tx, user.user_id) };
    });
    return { payload: (await findUserById(db, userId)) as UserRow, token };
  },

  async read({ db, session }, input) {
    if (input.account_id !== undefined && input.account_id !== session.accountId) {
      throw forbidden('You can only read your own account');
    }
    return findAccount(db, session.accountId);
  },

  async update({ db, session }, input) {
    if (input.user_id !== session.userId || input.account_id !== session.accountId) {
      throw forbidden('You can only edit your own account');
    }
    await db.query(
      'UPDATE accounts SET account_name = $2, domain = $3, description = $4 WHERE account_id = $1',
      [session.accountId, input.account_name, input.domain, input.description],
    );
    return findAccount(db, session.accountId);
  },

  list: ({ db }, query) =>
    listRows<Account>(
      db,
      {
        from: 'accounts',
        select: ACCOUNT_SELECT,
        fields: accountListFields,
        columnOf: { enabled: 'enabled::int' },
        scope: { where: 'true', params: [] },
        defaultSort: 'account_id',
      },
      query,
    ),
});
