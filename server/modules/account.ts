import { registerLimit, tooManyAttempts } from '../auth/throttle.ts';
import { takeHit } from '../throttle/counter.ts';
import { ACCESS } from '../../lib/protocol/access.ts';
import type { BulkActionResponse } from '../../lib/list/bulk-action.ts';
import { accountCommands, accountListFields, type Account } from '../../lib/protocol/account.ts';
import { accountBulkCommands } from '../../lib/protocol/people-bulk.ts';
import { account as accountResource } from '../../lib/resources/account.ts';
import { noteRecord } from '../activity/trail.ts';
import { hashPassword } from '../auth/password.ts';
import { createSession, revokeAccountSessions } from '../auth/sessions.ts';
import type { Db } from '../db/db.ts';
import { conflictOnDuplicate } from '../connections/rows.ts';
import { assertCurrent, lockedVersion, type Versioned } from '../conflicts/stale.ts';
import { ApiFailure, forbidden, notFound } from '../http/failure.ts';
import { defineHandlers, type Ctx, type Session } from '../http/handlers.ts';
import { listRows, type ListSource } from '../list/list-rows.ts';
import { bulkAction } from '../resources/bulk-action.ts';
import { exportCsv } from '../resources/export-csv.ts';
import type { ResourceHandler } from '../resources/save.ts';
import { searchScope } from '../resources/search.ts';
import { refuseClaimedDomain, verifiedAccountOf } from '../domains/verification.ts';
import { domainHandlers } from './account-domain.ts';
import { emailTaken, findUserById, highestAccessIn, noteUser, type UserRow } from './user-rows.ts';

const ACCOUNT_SELECT =
  'account_id, account_name, domain, description, enabled::int AS enabled, require_second_factor_level, created_at, updated_at';

async function findAccount(db: Db, accountId: number): Promise<Account> {
  const [row] = await db.query<Account>(`SELECT ${ACCOUNT_SELECT} FROM accounts WHERE account_id = $1`, [
    accountId,
  ]);
  if (!row) throw notFound('No such account');
  return row;
}

const DOMAIN_TAKEN = 'That domain is already in use';

interface NewOwner {
  email: string;
  first_name: string;
  last_name: string;
  passhash: string;
  account_name: string;
  account_description: string | null;
  domain: string | null;
}

/** A new tenant and its owner, a group admin of it and of nothing else; returns the owner's user id. */
async function createAccountWithOwner(ctx: Ctx, input: NewOwner): Promise<number> {
  const passwordHash = await hashPassword(input.passhash, ctx.keys.pepper);
  return ctx.db.transaction(async (tx) => {
    if (await emailTaken(tx, input.email)) {
      throw new ApiFailure(409, 'Conflict', 'That email address is already in use', { code: 'email_taken' });
    }
    await refuseClaimedDomain(tx, 0, input.domain);
    const [account] = await conflictOnDuplicate(
      () =>
        tx.query<{ account_id: number }>(
          'INSERT INTO accounts (account_name, domain, description) VALUES ($1, $2, $3) RETURNING account_id',
          [input.account_name, input.domain, input.account_description],
        ),
      DOMAIN_TAKEN,
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
        ctx.ip,
      ],
    );
    if (!user) throw new Error('INSERT returned no row');
    noteRecord(ctx, accountResource, undefined, await findAccount(tx, account!.account_id));
    noteUser(ctx, undefined, (await findUserById(tx, user.user_id))!, true);
    return user.user_id;
  });
}

export const POLICY_REFUSED = 'Only a super admin (level 9) sets an account’s second-factor policy';

function checkPolicyChange(session: Session, from: number | null, to: number | null): void {
  if (to !== from && session.access < ACCESS.superAdmin) throw forbidden(POLICY_REFUSED);
}

// Admins (level 7) manage every account of the network; everyone else only their own.
const isAdmin = (session: Session): boolean => session.access >= ACCESS.admin;

/** An account as the caller may read it: their own, or any for an admin. */
async function readableAccount({ db, session }: Ctx, accountId: number): Promise<Account> {
  if (accountId !== session.accountId && !isAdmin(session)) {
    throw forbidden('You can only read your own account');
  }
  return findAccount(db, accountId);
}

/** The version check's view of accounts (docs/behaviour.md#conflicts): a 409 carries the account as read. */
const accountVersion: Versioned = {
  table: 'accounts',
  idKey: accountResource.idKey,
  label: accountResource.label,
  find: readableAccount,
};

/** The account list (and a bulk action's query): every account of the network, searched. */
const accountListSource = (search: string | undefined): ListSource<Account> => ({
  from: 'accounts',
  select: ACCOUNT_SELECT,
  fields: accountListFields,
  columnOf: { enabled: 'enabled::int' },
  scope: searchScope({ where: 'true', params: [] }, ['account_name', 'domain', 'description'], search),
  defaultSort: 'account_id',
});

/**
 * A bulk set on one account: the edit payload of docs/behaviour.md#records (the caller as editor, every
 * field as stored) with the new value, through update, so its rules (admins only, never their own
 * account) refuse that account alone.
 */
const bulkUpdate: ResourceHandler = async (ctx, values) => {
  const stored = await findAccount(ctx.db, values.account_id as number);
  const { account_id, account_name, domain, description } = stored;
  const edit = { user_id: ctx.session.userId, account_id, account_name, domain, description, ...values };
  return (accountHandlers.handlers.update as ResourceHandler)(ctx, edit);
};

export const accountHandlers = defineHandlers(
  { ...accountCommands, ...accountBulkCommands },
  {
    // Public (site token): before sign-in the header names the account of a sub-domain. Only the name leaves.
    // Only a verified domain brands its sub-domains: an unproved claim must not put a name on someone's site.
    async site_name({ db }, { domain }) {
      const accountId = await verifiedAccountOf(db, domain.toLowerCase().replace(/\.$/, ''));
      if (accountId === undefined) return { account_name: null };
      const [row] = await db.query<{ account_name: string }>(
        'SELECT account_name FROM accounts WHERE account_id = $1',
        [accountId],
      );
      return { account_name: row?.account_name ?? null };
    },

    async register(ctx, input) {
      // Public: each registration costs an argon2 run and a tenant, so one client IP gets REGISTER_PER_IP an hour.
      const taken = await takeHit(ctx.db, registerLimit(ctx.config), ctx.ip);
      if (!taken.allowed) throw tooManyAttempts(taken.retryAfterSeconds);
      const userId = await createAccountWithOwner(ctx, { ...input, domain: null });
      return {
        payload: (await findUserById(ctx.db, userId)) as UserRow,
        token: await createSession(ctx.db, userId, ctx),
      };
    },

    async create_with_owner(ctx, input) {
      const userId = await createAccountWithOwner(ctx, input);
      return (await findUserById(ctx.db, userId)) as UserRow;
    },

    async create({ db, session }, input) {
      checkPolicyChange(session, null, input.require_second_factor_level);
      await refuseClaimedDomain(db, 0, input.domain);
      const [row] = await conflictOnDuplicate(
        () =>
          db.query<{ account_id: number }>(
            `INSERT INTO accounts (account_name, domain, description, enabled, require_second_factor_level)
             VALUES ($1, $2, $3, $4, $5) RETURNING account_id`,
            [
              input.account_name,
              input.domain,
              input.description,
              input.enabled,
              input.require_second_factor_level,
            ],
          ),
        DOMAIN_TAKEN,
      );
      return findAccount(db, row!.account_id);
    },

    read: (ctx, input) => readableAccount(ctx, input.account_id ?? ctx.session.accountId),

    async update(ctx, input) {
      const { db, session } = ctx;
      if (input.user_id !== session.userId || (input.account_id !== session.accountId && !isAdmin(session))) {
        throw forbidden('You can only edit your own account');
      }
      if (input.enabled !== undefined && (!isAdmin(session) || input.account_id === session.accountId)) {
        throw forbidden('Only an admin enables or disables an account, and never their own');
      }
      const account = await findAccount(db, input.account_id);
      const policy = input.require_second_factor_level;
      if (policy !== undefined)
        checkPolicyChange(session, account.require_second_factor_level ?? null, policy);
      // A disable signs out every user of the account: the user rule (only below one's own level) holds.
      if (input.enabled === false && (await highestAccessIn(db, account.account_id)) >= session.access)
        throw forbidden('You can only disable an account whose users are all below your own access level');
      // Based on the version it read, or a 409 with the account as stored now (docs/behaviour.md#conflicts).
      await assertCurrent(ctx, accountVersion, account.account_id, input.updated_at);
      await refuseClaimedDomain(db, account.account_id, input.domain);
      // A new domain starts unverified (docs/security.md): the proof was for the old one.
      await conflictOnDuplicate(
        () =>
          db.query(
            `UPDATE accounts SET account_name = $2, domain = $3, description = $4, enabled = coalesce($5, enabled),
                  require_second_factor_level = CASE WHEN $6 THEN $7::smallint ELSE require_second_factor_level END,
                  updated_at = now(),
                  domain_verified_at = CASE WHEN lower(domain) = lower($3) THEN domain_verified_at END,
                  domain_verified_by = CASE WHEN lower(domain) = lower($3) THEN domain_verified_by END
            WHERE account_id = $1`,
            [
              account.account_id,
              input.account_name,
              input.domain,
              input.description,
              input.enabled ?? null,
              policy !== undefined,
              policy ?? null,
            ],
          ),
        DOMAIN_TAKEN,
      );
      // Signed out at once, not merely refused while the flag stays off: re-enabling brings no token back.
      if (input.enabled === false) await revokeAccountSessions(db, account.account_id);
      const saved = await findAccount(db, account.account_id);
      noteRecord(ctx, accountResource, account, saved);
      return saved;
    },

    list: ({ db }, query) => listRows(db, accountListSource(query.search), query),

    bulk_action: (ctx, input): Promise<BulkActionResponse> =>
      bulkAction(ctx, accountResource, { update: bulkUpdate }, input, {
        sourceOf: accountListSource,
        versionOf: (inner, id) => lockedVersion(inner, accountVersion, id),
      }),

    export: (ctx, query) => exportCsv(ctx, accountResource, query, { sourceOf: accountListSource }),

    ...domainHandlers,
  },
);
