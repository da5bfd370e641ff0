import type { Db } from '../db/db.ts';
import type { UserInfo } from '../../lib/protocol/user.ts';
import { user as userResource } from '../../lib/resources/user.ts';
import { CHANGED } from '../activity/mask.ts';
import { noteRecord } from '../activity/trail.ts';
import type { Ctx } from '../http/handlers.ts';

/** The user info of docs/behaviour.md#records (plus registration extras); flags as numbers, never the password hash. */
export const USER_INFO_SELECT = `
  u.user_id AS id, u.user_id, u.access, u.sort, u.email, u.first_name, u.last_name,
  u.primary_phone, u.primary_phone_label, u.secondary_phone, u.secondary_phone_label,
  u.primary_phone_textable::int AS primary_phone_textable,
  u.secondary_phone_textable::int AS secondary_phone_textable,
  u.deactivated, u.profile_image, u.account_id, a.account_name, a.domain, a.description,
  (a.domain_verified_at IS NOT NULL)::int AS domain_verified,
  u.enabled::int AS enabled, u.last_ip, a.enabled::int AS account_enabled,
  u.must_change_password::int AS reset_required, u.language, u.updated_at, a.updated_at AS account_updated_at`;

export const USER_INFO_FROM = 'users u JOIN accounts a ON a.account_id = u.account_id';

export type UserRow = UserInfo & { last_ip: string | null; account_enabled: number };

export async function findUser(db: Db, where: string, params: unknown[]): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(
    `SELECT ${USER_INFO_SELECT} FROM ${USER_INFO_FROM} WHERE ${where}`,
    params,
  );
  return row;
}

export const findUserById = (db: Db, userId: number): Promise<UserRow | undefined> =>
  findUser(db, 'u.user_id = $1', [userId]);

export async function emailTaken(db: Db, email: string, exceptUserId = 0): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND user_id <> $2', [
    email,
    exceptUserId,
  ]);
  return rows.length > 0;
}

/** The highest access level among an account's users (0 for none): who a disable of it would sign out. */
export async function highestAccessIn(db: Db, accountId: number): Promise<number> {
  const [row] = await db.query<{ top: number }>(
    'SELECT coalesce(max(access), 0)::int AS top FROM users WHERE account_id = $1',
    [accountId],
  );
  return row?.top ?? 0;
}

/**
 * Notes a user a command wrote, for its entry (docs/security.md, "Activity log"). The row read back holds
 * no password: one written is noted as such, and the log says only that it changed.
 */
export function noteUser(
  ctx: Ctx,
  before: UserRow | undefined,
  after: UserRow,
  passwordWritten: boolean,
): void {
  noteRecord(ctx, userResource, before, passwordWritten ? { ...after, passhash: CHANGED } : after);
}
