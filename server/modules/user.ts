import { ACCESS } from '../../lib/protocol/access.ts';
import type { BulkActionResponse } from '../../lib/list/bulk-action.ts';
import { userBulkCommands } from '../../lib/protocol/people-bulk.ts';
import { userCommands, userListFields } from '../../lib/protocol/user.ts';
import { user as userResource } from '../../lib/resources/user.ts';
import { checkCredentialChange, endOtherSessions } from '../auth/credential-change.ts';
import { login } from '../auth/login.ts';
import { checkPasswordChangeGate } from '../auth/password-change-gate.ts';
import { checkSecondFactorSetUpGate } from '../auth/second-factor-policy.ts';
import { hashPassword } from '../auth/password.ts';
import { revokeSession, revokeUserSessions } from '../auth/sessions.ts';
import { assertCurrent, lockedVersion, type Versioned } from '../conflicts/stale.ts';
import { ApiFailure, forbidden, notFound } from '../http/failure.ts';
import { defineHandlers, type Ctx, type Session } from '../http/handlers.ts';
import { listRows, type ListSource } from '../list/list-rows.ts';
import { bulkAction } from '../resources/bulk-action.ts';
import { exportCsv } from '../resources/export-csv.ts';
import type { ResourceHandler } from '../resources/save.ts';
import { searchScope } from '../resources/search.ts';
import type { Db } from '../db/db.ts';
import {
  emailTaken,
  findUser,
  findUserById,
  noteUser,
  USER_INFO_FROM,
  USER_INFO_SELECT,
  type UserRow,
} from './user-rows.ts';

const emailConflict = (): ApiFailure =>
  new ApiFailure(409, 'Conflict', 'That email address is already in use', { code: 'email_taken' });

/**
 * Someone else's record is visible to group admins of the same account and to super admins (9), who
 * manage the users of every account; to anyone else it does not exist.
 */
const visible = (session: Session, user: UserRow | undefined): user is UserRow =>
  !!user &&
  (user.user_id === session.userId ||
    session.access >= ACCESS.superAdmin ||
    (session.access >= ACCESS.groupAdmin && user.account_id === session.accountId));

/** A user as the caller may see it: someone else's, in another account, is unknown (404). */
export async function visibleUser(ctx: Ctx, userId: number): Promise<UserRow> {
  const user = await findUserById(ctx.db, userId);
  if (!visible(ctx.session, user)) throw notFound('No such user');
  return user;
}

/** The version check's view of users (docs/behaviour.md#conflicts): a 409 carries the user as read. */
const userVersion: Versioned = {
  table: 'users',
  idKey: userResource.idKey,
  label: userResource.label,
  find: visibleUser,
};

// Editable columns and how each input becomes a value; access, enabled and passhash get extra rules.
const PLAIN_COLUMNS = [
  'email',
  'first_name',
  'last_name',
  'primary_phone',
  'primary_phone_label',
  'secondary_phone',
  'secondary_phone_label',
  'primary_phone_textable',
  'secondary_phone_textable',
  'enabled',
  'access',
  'language',
] as const;

/** The account a command works in: the caller's own, or for a super admin (9) any existing one named. */
async function chosenAccount(db: Db, session: Session, accountId: number | undefined): Promise<number> {
  if (accountId === undefined || accountId === session.accountId) return session.accountId;
  if (session.access < ACCESS.superAdmin) throw forbidden('Only a super admin works in another account');
  const [row] = await db.query('SELECT 1 FROM accounts WHERE account_id = $1', [accountId]);
  if (!row) throw notFound('No such account');
  return accountId;
}

/** The user list (and a bulk action's query): one account's users, searched over name and email. */
async function userListSource(
  db: Db,
  session: Session,
  accountId: number | undefined,
  search: string | undefined,
): Promise<ListSource<UserRow>> {
  return {
    from: USER_INFO_FROM,
    select: USER_INFO_SELECT,
    fields: userListFields,
    columnOf: {
      user_id: 'u.user_id',
      email: 'u.email',
      first_name: 'u.first_name',
      last_name: 'u.last_name',
      access: 'u.access',
      enabled: 'u.enabled::int',
      created_at: 'u.created_at',
    },
    scope: searchScope(
      { where: 'u.account_id = $1', params: [await chosenAccount(db, session, accountId)] },
      ['email', 'first_name', 'last_name'],
      search,
    ),
    defaultSort: 'user_id',
  };
}

export const userHandlers = defineHandlers(
  { ...userCommands, ...userBulkCommands },
  {
    async create({ db, keys, session }, input) {
      if (input.access > session.access)
        throw forbidden('A user cannot be created above your own access level');
      const accountId = await chosenAccount(db, session, input.account_id);
      if (await emailTaken(db, input.email)) throw emailConflict();
      const [row] = await db.query<{ user_id: number; access: number }>(
        `INSERT INTO users (account_id, email, first_name, last_name, primary_phone, primary_phone_label,
                          secondary_phone, secondary_phone_label, primary_phone_textable,
                          secondary_phone_textable, password_hash, enabled, access)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING user_id, access`,
        [
          accountId,
          input.email,
          input.first_name,
          input.last_name,
          input.primary_phone ?? null,
          input.primary_phone_label ?? null,
          input.secondary_phone ?? null,
          input.secondary_phone_label ?? null,
          input.primary_phone_textable,
          input.secondary_phone_textable,
          await hashPassword(input.passhash, keys.pepper),
          input.enabled,
          input.access,
        ],
      );
      if (!row) throw new Error('INSERT returned no row');
      return { id: row.user_id, user_id: row.user_id, access: row.access };
    },

    async token({ db, keys, config, ip, requestOrigin, userAgent }, input) {
      const result = await login(db, keys, config, { ...input, ip, origin: requestOrigin, userAgent });
      if ('secondStep' in result) return { second_factor: result.secondStep };
      return { payload: { access: result.access }, token: result.token };
    },

    async read({ db, session }, input) {
      const user =
        'email' in input
          ? await findUser(db, 'lower(u.email) = lower($1)', [input.email])
          : await findUserById(db, input.user_id);
      if (!visible(session, user)) throw notFound('No such user');
      checkPasswordChangeGate(session, 'user/read', user.user_id);
      checkSecondFactorSetUpGate(session, 'user/read', user.user_id);
      // The gate lets such a session read only itself: the console shows the set-up screen from this.
      return session.mustSetUpSecondFactor ? { ...user, second_factor_required: 1 } : user;
    },

    async update(ctx, input) {
      const { db, keys, session, config, ip } = ctx;
      checkPasswordChangeGate(session, 'user/update', input.user_id);
      const user = await visibleUser(ctx, input.user_id);
      const self = user.user_id === session.userId;
      if (self) {
        if (input.access !== undefined && input.access !== user.access)
          throw forbidden('You cannot change your own access level');
        if (input.enabled !== undefined && input.enabled !== (user.enabled === 1))
          throw forbidden('You cannot enable or disable yourself');
      } else {
        if (user.access >= session.access)
          throw forbidden('You can only edit users below your own access level');
        if (input.access !== undefined && input.access > session.access)
          throw forbidden('Access cannot exceed your own level');
      }
      // Based on the version it read, or a 409 with the user as stored now (docs/behaviour.md#conflicts).
      await assertCurrent(ctx, userVersion, user.user_id, input.updated_at);
      await checkCredentialChange(
        db,
        keys,
        session,
        {
          user,
          email: input.email,
          passhash: input.passhash,
          currentPasshash: input.current_passhash,
        },
        { config, ip },
      );
      if (input.email !== undefined && (await emailTaken(db, input.email, user.user_id)))
        throw emailConflict();

      const sets: string[] = [];
      const params: unknown[] = [user.user_id];
      for (const column of PLAIN_COLUMNS) {
        if (input[column] === undefined) continue;
        params.push(input[column]);
        sets.push(`${column} = $${params.length}`);
      }
      if (input.passhash !== undefined) {
        params.push(await hashPassword(input.passhash, keys.pepper));
        sets.push(`password_hash = $${params.length}`, 'must_change_password = false');
      }
      if (sets.length > 0)
        await db.query(`UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE user_id = $1`, params);
      // A disabled user is signed out everywhere at once, not merely refused while the flag stays off.
      if (input.enabled === false) await revokeUserSessions(db, user.user_id);
      else if (input.passhash !== undefined)
        await endOtherSessions(db, user.user_id, self ? session.sessionId : 0);
      const saved = (await findUserById(db, user.user_id)) as UserRow;
      noteUser(ctx, user, saved, input.passhash !== undefined);
      return saved;
    },

    list: async ({ db, session }, query) =>
      listRows(db, await userListSource(db, session, query.account_id, query.search), query),

    // Each user through the update above, so its rules (never oneself, never at or above one's own level,
    // never another account below level 9) refuse that user alone, in its own words.
    bulk_action: (ctx, input): Promise<BulkActionResponse> =>
      bulkAction(ctx, userResource, { update: userHandlers.handlers.update as ResourceHandler }, input, {
        sourceOf: (search) => userListSource(ctx.db, ctx.session, input.account_id, search),
        versionOf: (inner, id) => lockedVersion(inner, userVersion, id),
      }),

    // The list's own source and columns (docs/security.md): never a password hash.
    export: (ctx, query) =>
      exportCsv(ctx, userResource, query, {
        sourceOf: (search) => userListSource(ctx.db, ctx.session, query.account_id, search),
      }),

    async logout({ db, session }) {
      await revokeSession(db, session.sessionId);
      return { success: true };
    },
  },
);
