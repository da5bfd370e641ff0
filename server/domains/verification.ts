import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { isIpLiteral } from '../../lib/protocol/domain-name.ts';
import { ApiFailure } from '../http/failure.ts';
import { isLoopbackHost } from '../outbound/addresses.ts';
import { publicFetch } from '../outbound/public-fetch.ts';

export const DOMAIN_FILE_PATH = '/.well-known/console-domain-verification.txt';

// The file holds a token of 32 hex characters and maybe a newline: anything longer is not our file.
const FILE_MAX_BYTES = 1024;
const FETCH_TIMEOUT_MS = 5000;

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST = new RegExp(`^(?=.{1,253}$)${LABEL}(?:\\.${LABEL})+$`);

/** An account's domain as a host name ('WWW.Example.com.' is 'www.example.com'), or undefined: never an IP. */
export function domainHost(domain: string): string | undefined {
  const host = domain.trim().toLowerCase().replace(/\.$/, '');
  return HOST.test(host) && !isIpLiteral(host) ? host : undefined;
}

/** Where the token of `host` is fetched: https by default, a loopback server in tests (docs/server.md). */
export const verificationUrl = (config: Config, host: string): string =>
  config.domainVerificationUrl.replaceAll('{domain}', host);

/**
 * DOMAIN_VERIFICATION_URL naming this machine by its letter (not through `{domain}`) is the tests' switch
 * to a loopback server: honoured outside production mode only, where startup refuses it anyway.
 */
export const isLoopbackSwitch = (config: Config): boolean =>
  !config.production && isLoopbackHost(new URL(config.domainVerificationUrl).hostname);

// `$1` is the host or domain asked about; `domain` is a row's. True when the row's domain is it or a parent.
const SAME_OR_PARENT = `($1 = lower(domain) OR right($1, length(domain) + 1) = '.' || lower(domain))`;

export const DOMAIN_CLAIMED =
  'That domain is verified by another account: it, and its sub-domains, are theirs';

/**
 * Refuses a domain equal to, or under, another account's verified domain: a tenant cannot take
 * `www.victim.example` once the victim has proved `victim.example`.
 */
export async function refuseClaimedDomain(db: Db, accountId: number, domain: string | null): Promise<void> {
  if (!domain) return;
  const [row] = await db.query(
    `SELECT 1 FROM accounts WHERE account_id <> $2 AND domain_verified_at IS NOT NULL AND ${SAME_OR_PARENT}
      LIMIT 1`,
    [domain.trim().toLowerCase().replace(/\.$/, ''), accountId],
  );
  if (row) throw new ApiFailure(409, 'Conflict', DOMAIN_CLAIMED);
}

export type HostRoute = { accountId: number } | { unverifiedDomain: string } | undefined;

/**
 * The account a host belongs to: the longest VERIFIED domain that is the host or a parent of it. An
 * unverified domain routes nothing, but is named so that its owner learns why (captures, docs/security.md).
 */
export async function routeHost(db: Db, host: string): Promise<HostRoute> {
  const [row] = await db.query<{ account_id: number; domain: string; verified: boolean }>(
    `SELECT account_id, domain, domain_verified_at IS NOT NULL AS verified FROM accounts
      WHERE enabled AND ${SAME_OR_PARENT}
      ORDER BY domain_verified_at IS NOT NULL DESC, length(domain) DESC LIMIT 1`,
    [host],
  );
  if (!row) return undefined;
  return row.verified ? { accountId: row.account_id } : { unverifiedDomain: row.domain };
}

/** The verified account of a host, or undefined: what branding and capture Origins go by. */
export async function verifiedAccountOf(db: Db, host: string): Promise<number | undefined> {
  const route = await routeHost(db, host);
  return route && 'accountId' in route ? route.accountId : undefined;
}

/** The one reason a domain check gives for any failure. */
export const notVerifiedReason = (url: string): string =>
  `${url} did not answer with this account’s token (the file must be served by the domain itself at a public address: status 200, no redirect, within ${FETCH_TIMEOUT_MS / 1000} s, at most ${FILE_MAX_BYTES} bytes)`;

/**
 * Whether the verification file at `url` holds `token`, or the one reason given for every failure:
 * unreachable, refused address, wrong status, redirect, too large or another token all read the same, so
 * that the check tells nobody what answers where (docs/security.md, "Domains").
 */
export async function checkDomainFile(
  config: Config,
  url: string,
  token: string,
): Promise<string | undefined> {
  const notVerified = notVerifiedReason(url);
  try {
    const response = await publicFetch(new URL(url), {
      timeoutMs: FETCH_TIMEOUT_MS,
      resolve: config.resolveHost,
      allowLoopback: isLoopbackSwitch(config),
    });
    if (response.status !== 200) {
      response.discard();
      return notVerified;
    }
    const body = await response.read(FILE_MAX_BYTES);
    return body?.toString('utf8').trim() === token ? undefined : notVerified;
  } catch {
    return notVerified;
  }
}
