import { ACCESS } from '../../lib/protocol/access.ts';
import type { accountCommands, DomainStatus } from '../../lib/protocol/account.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import {
  checkDomainFile,
  domainHost,
  refuseClaimedDomain,
  verificationUrl,
} from '../domains/verification.ts';
import { badRequest, forbidden, notFound } from '../http/failure.ts';
import type { Handler, Session } from '../http/handlers.ts';

type Cmd = typeof accountCommands;

/** The caller's own account, or for a super admin (9) any account named. */
function targetAccount(session: Session, accountId: number | undefined): number {
  if (accountId === undefined || accountId === session.accountId) return session.accountId;
  if (session.access < ACCESS.superAdmin) throw forbidden('You can only verify your own account’s domain');
  return accountId;
}

async function domainStatus(db: Db, config: Config, accountId: number): Promise<DomainStatus> {
  const [row] = await db.query<Omit<DomainStatus, 'url'>>(
    `SELECT account_id, domain, domain_verified_at IS NOT NULL AS verified,
            to_char(domain_verified_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS verified_at,
            domain_verified_by AS verified_by, domain_token AS token
       FROM accounts WHERE account_id = $1`,
    [accountId],
  );
  if (!row) throw notFound('No such account');
  const host = row.domain ? domainHost(row.domain) : undefined;
  return { ...row, url: host ? verificationUrl(config, host) : null };
}

/** The account's domain as a host to verify, after the checks every way of verifying shares. */
async function verifiableHost(db: Db, status: DomainStatus): Promise<string> {
  if (!status.domain) throw badRequest('domain: Set the account’s domain first (Account Information)');
  const host = domainHost(status.domain);
  if (!host) throw badRequest(`domain: '${status.domain}' is not a host name like www.example.com`);
  await refuseClaimedDomain(db, status.account_id, host);
  return host;
}

async function markVerified(db: Db, status: DomainStatus, by: string): Promise<void> {
  // Only the domain that was checked: a rename meanwhile starts unverified, as any rename does.
  await db.query(
    `UPDATE accounts SET domain_verified_at = now(), domain_verified_by = $3
      WHERE account_id = $1 AND domain = $2`,
    [status.account_id, status.domain, by],
  );
}

export const domainHandlers: {
  domain_status: Handler<Cmd['domain_status']>;
  verify_domain: Handler<Cmd['verify_domain']>;
  mark_domain_verified: Handler<Cmd['mark_domain_verified']>;
} = {
  domain_status: ({ db, config, session }, input) =>
    domainStatus(db, config, targetAccount(session, input.account_id)),

  async verify_domain({ db, config, session }, input) {
    const status = await domainStatus(db, config, targetAccount(session, input.account_id));
    if (status.verified) return status;
    const host = await verifiableHost(db, status);
    const problem = await checkDomainFile(config, verificationUrl(config, host), status.token);
    if (problem) throw badRequest(`domain: Not verified: ${problem}`);
    await markVerified(db, status, 'https');
    return domainStatus(db, config, status.account_id);
  },

  async mark_domain_verified({ db, config }, input) {
    const status = await domainStatus(db, config, input.account_id);
    await verifiableHost(db, status);
    await markVerified(db, status, 'super admin');
    return domainStatus(db, config, status.account_id);
  },
};
