import { createHash, randomBytes } from 'node:crypto';
import { ACCESS } from '../../lib/protocol/access.ts';
import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/db.ts';
import type { Keys } from '../keys.ts';
import { emailTaken } from '../modules/user-rows.ts';

export interface NewAdmin {
  email: string;
  account: string;
  firstName: string;
  lastName: string;
}

export interface CreatedAdmin {
  accountId: number;
  userId: number;
  /** Shown once to the operator; the user must replace it at first sign-in. */
  oneTimePassword: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why these arguments make no admin, in the operator's words; undefined when they are fine. */
export function newAdminProblem(admin: NewAdmin): string | undefined {
  if (!EMAIL.test(admin.email)) return `--email: '${admin.email}' is not an email address`;
  if (!admin.account.trim()) return '--account: give the account a name, like --account "Rodeo Network"';
  if (admin.account.length > 150) return '--account: at most 150 characters';
  return undefined;
}

/**
 * The first super admin of a real deployment (docs/security.md): a new account and a level-9 user in it,
 * with a random one-time password that the server makes them replace before anything else.
 */
export async function createAdmin(db: Db, keys: Keys, admin: NewAdmin): Promise<CreatedAdmin> {
  const problem = newAdminProblem(admin);
  if (problem) throw new Error(problem);
  const oneTimePassword = randomBytes(15).toString('base64url');
  // The server stores a hash of what the browser sends: the SHA-256 hex of the password.
  const passhash = createHash('sha256').update(oneTimePassword).digest('hex');
  const passwordHash = await hashPassword(passhash, keys.pepper);
  return db.transaction(async (tx) => {
    if (await emailTaken(tx, admin.email)) throw new Error(`--email: ${admin.email} already has a user`);
    const [account] = await tx.query<{ account_id: number }>(
      'INSERT INTO accounts (account_name) VALUES ($1) RETURNING account_id',
      [admin.account.trim()],
    );
    const [user] = await tx.query<{ user_id: number }>(
      `INSERT INTO users (account_id, email, first_name, last_name, password_hash, access, must_change_password)
       VALUES ($1, $2, $3, $4, $5, $6, true) RETURNING user_id`,
      [account!.account_id, admin.email, admin.firstName, admin.lastName, passwordHash, ACCESS.superAdmin],
    );
    return { accountId: account!.account_id, userId: user!.user_id, oneTimePassword };
  });
}
