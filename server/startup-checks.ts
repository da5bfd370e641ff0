import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import { DEMO_ACCOUNTS } from './seed/demo.ts';
import { sharedKeysProblem } from './cluster/shared-keys.ts';
import { storageUrlSplitProblem } from './media/storage-url.ts';
import { isLoopbackHost } from './outbound/addresses.ts';

type Env = Record<string, string | undefined>;

export const TRASH_DAYS_MAX = 365;

/**
 * One thing a deployment must have before the server may start: a message naming the variable to set,
 * or undefined when it is fine. New rules go in STARTUP_RULES (docs/security.md, production checklist).
 */
export type StartupRule = (config: Config, env: Env) => string | undefined;

const requiredInProduction =
  (name: string, why: string): StartupRule =>
  (config, env) =>
    config.production && !env[name] ? `${name} is required when NODE_ENV=production: ${why}` : undefined;

export const STARTUP_RULES: StartupRule[] = [
  requiredInProduction(
    'PASSWORD_PEPPER',
    'set it from your secret store (32 random bytes, base64), the same on every server',
  ),
  requiredInProduction(
    'SECRETS_KEY',
    'set it from your secret store (32 random bytes, base64), the same on every server',
  ),
  requiredInProduction(
    'PUBLIC_ORIGIN',
    'set it to the origin browsers use, like https://console.example.com (never taken from the Host header)',
  ),
  (config, env) =>
    config.production && env.SEED_DEMO === '1'
      ? 'SEED_DEMO=1 is not allowed when NODE_ENV=production: demo users have a published password'
      : undefined,
  // Passwords and session tokens would cross the network in clear text.
  (config) =>
    config.production &&
    config.publicOrigin?.startsWith('http:') &&
    !isLoopbackHost(new URL(config.publicOrigin).hostname)
      ? `PUBLIC_ORIGIN must be https when NODE_ENV=production (it is ${config.publicOrigin}): put TLS in front, as docs/deploy.md shows`
      : undefined,
  // The URL as parsed, so `HTTP://` is http too; a loopback target is the tests' switch (docs/security.md).
  (config) => {
    const url = new URL(config.domainVerificationUrl);
    return config.production && (url.protocol !== 'https:' || isLoopbackHost(url.hostname))
      ? 'DOMAIN_VERIFICATION_URL must be https, and not to this machine, when NODE_ENV=production'
      : undefined;
  },
  (config) =>
    config.production && config.rodeoFeedUrl && isLoopbackHost(new URL(config.rodeoFeedUrl).hostname)
      ? 'RODEO_FEED_URL must not point at this machine when NODE_ENV=production: loopback feeds are for tests'
      : undefined,
  // The trash keeps whole rows of deleted records: docs/behaviour.md#trash, a trash is no archive.
  (config) =>
    config.trashDays > TRASH_DAYS_MAX
      ? `TRASH_DAYS must be at most ${TRASH_DAYS_MAX}: deleted records (and their media) are kept that long`
      : undefined,
  // Several machines on one database must share its keys (docs/deploy.md).
  (_config, env) => sharedKeysProblem(env),
  (_config, env) => storageUrlSplitProblem(env),
];

/** Every problem of the environment, in rule order; empty when the server may start. */
export const environmentProblems = (config: Config, env: Env = process.env): string[] =>
  STARTUP_RULES.map((rule) => rule(config, env)).filter((problem) => problem !== undefined);

export const DEMO_EMAILS: readonly string[] = DEMO_ACCOUNTS.flatMap((account) =>
  account.users.map((user) => user.email),
);

/** What the database must not hold in production: the demo users, whose password is in the README. */
export async function databaseProblems(db: Db, config: Config): Promise<string[]> {
  if (!config.production) return [];
  const rows = await db.query<{ email: string }>(
    'SELECT email FROM users WHERE lower(email) = ANY($1) ORDER BY email',
    [DEMO_EMAILS],
  );
  return rows.length === 0
    ? []
    : [
        `The database holds demo users (${rows.map((row) => row.email).join(', ')}) and NODE_ENV=production: ` +
          'their password is public. Delete them, or use a database that was never seeded (SEED_DEMO unset).',
      ];
}

/**
 * Prints the problems, one line each, and ends the process when there are any: the server does not start
 * half-safe, and an operator reads what to set instead of a stack trace (docs/operations.md).
 */
export function refuseToStartOn(problems: readonly string[]): void {
  if (problems.length === 0) return;
  for (const problem of problems) console.error(`Refusing to start: ${problem.replace(/\s*\n\s*/g, ' ')}`);
  process.exit(1);
}

/** Ends the process on one problem (see refuseToStartOn). */
export function refuse(problem: string): never {
  refuseToStartOn([problem]);
  throw new Error('unreachable: refuseToStartOn exits');
}

/** A start-up step that only reads settings (the environment, key files): its failure is a setting to fix. */
export function settingOrRefuse<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    return refuse(error instanceof Error ? error.message : String(error));
  }
}
