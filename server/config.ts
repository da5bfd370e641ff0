import { loadJobsConfig, type JobsConfig } from './jobs/config.ts';
import { parseTrustedProxies, type TrustedProxies } from './http/client-ip.ts';
import { parseStorageUrl, type S3Location } from './media/storage-url.ts';
import { isLoopbackHost } from './outbound/addresses.ts';
import { systemResolver, type Resolver } from './outbound/public-fetch.ts';

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  siteToken: string;
  sessionIdleSeconds: number;
  sessionMaxSeconds: number;
  /** How long a session read is reused before it is read again (server/auth/session-reuse.ts); 0: never. */
  sessionRecheckMs: number;
  stripeClientId: string | undefined;
  stripeSecretKey: string | undefined;
  /** The origin the browser sees (behind a proxy it differs from host:port); used to build URLs. */
  publicOrigin: string | undefined;
  bodyLimitBytes: number;
  /** How long a client may take to send a request's headers, and the whole request (server/http/listen.ts). */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keysDir: string | undefined;
  /** Origins of property sites that embed the console, besides the public origin (Stripe redirect_url). */
  consoleOrigins: string[];
  /** Pages on other origins that may use the console's passkeys (WebAuthn related origins, /.well-known/webauthn). */
  passkeyRelatedOrigins: string[];
  /** How long an embed client secret may be claimed (at most EMBED_SECRET_MAX_SECONDS). */
  embedSecretSeconds: number;
  /** How long an embed session lasts from its claim; then the page fetches a new secret. */
  embedSessionSeconds: number;
  /** Server processes over one PostgreSQL database (WORKERS); undefined: one per core. PGlite runs one. */
  workers: number | undefined;
  /** Media uploads (server/media): caps, and what a file upload may not be. */
  media: MediaLimits;
  /** A real rodeo feed for Sync Rodeo Data; undefined: the built-in demo feed (server/rodeo-feed). */
  rodeoFeedUrl: string | undefined;
  /** A running sync that has written nothing for this long was interrupted (its server stopped). */
  rodeoSyncStaleSeconds: number;
  /** Submissions per minute to the capture command, per account and, apart, per client IP. */
  captureRatePerMinute: number;
  /** The job queue and the broadcast sender (server/jobs/config.ts). */
  jobs: JobsConfig;
  /** NODE_ENV=production: no demo data, no Stripe simulator, keys and PUBLIC_ORIGIN required (server/startup-checks.ts). */
  production: boolean;
  /** Whether an empty database gets the demo data: the embedded default, or SEED_DEMO=1. */
  seedDemo: boolean;
  /** Where a domain's ownership token is fetched; `{domain}` is replaced (server/domains/verification.ts). */
  domainVerificationUrl: string;
  /** How outbound requests (domain checks, the rodeo feed) resolve names: the system's; tests inject one. */
  resolveHost: Resolver;
  /** Throttles and the proxies whose X-Forwarded-For is believed (server/throttle, server/http/client-ip.ts). */
  limits: Limits;
  trustedProxies: TrustedProxies;
  /** STORAGE_URL: media in an S3-compatible bucket; undefined: on the disk under DATA_DIR. */
  storage: S3Location | undefined;
  /** PostgreSQL connections per server process, and whether they use named prepared statements. */
  dbPoolSize: number;
  dbPreparedStatements: boolean;
  /** How long a machine holds a background job's lease without renewing it (server/cluster/lease.ts). */
  leaseSeconds: number;
  /** Days a deleted record waits in its area's trash before the sweeper deletes it forever (server/trash). */
  trashDays: number;
  /** Activity log entries older than this are purged (server/activity/retention.ts). */
  activityRetentionDays: number;
  /** METRICS_PORT: Prometheus metrics on a port of their own; undefined: no metrics served (docs/operations.md). */
  metricsPort: number | undefined;
  /** How long requests in flight may take to finish once a shutdown begins (server/ops/drain.ts). */
  shutdownGraceSeconds: number;
  /** Users at or above this level must set up a second factor (docs/security.md "Second-factor policy"); undefined: off. */
  requireSecondFactorLevel: number | undefined;
}

export interface Limits {
  /** Failed logins per email, and per client IP, within LOGIN_WINDOW_SECONDS. */
  loginFailsPerEmail: number;
  loginFailsPerIp: number;
  /** Registrations per client IP per hour. */
  registerPerIp: number;
  /** Bytes of stored media (originals) one account may keep. */
  accountStorageBytes: number;
  /** Renditions made for the first time per client IP per minute (cached ones are not counted). */
  renditionsPerMinute: number;
}

export interface MediaLimits {
  imageMaxBytes: number;
  imageMaxMegapixels: number;
  fileMaxBytes: number;
  /** Lowercase name endings, with the dot, refused for files (executables and scripts). */
  fileDeniedExtensions: string[];
  /** Kinds of executable content refused whatever the name (server/media/sniff.ts knows them). */
  fileDeniedSignatures: string[];
  /** An upload no record claims, or stored bytes no row names, are swept once this old (server/media/sweep.ts). */
  orphanGraceMinutes: number;
  /** How often the sweep runs. */
  sweepIntervalMinutes: number;
}

type Env = Record<string, string | undefined>;

const positiveInt = (env: Env, name: string, fallback: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
};

// "Claimable for a few minutes": a secret that lived longer would be a password sitting in a page.
export const EMBED_SECRET_MAX_SECONDS = 600;

function embedSecretSeconds(env: Env): number {
  const seconds = positiveInt(env, 'EMBED_SECRET_SECONDS', 180);
  if (seconds > EMBED_SECRET_MAX_SECONDS) {
    throw new Error(`EMBED_SECRET_SECONDS must be at most ${EMBED_SECRET_MAX_SECONDS}`);
  }
  return seconds;
}

const text = (env: Env, name: string): string | undefined => (env[name] ? env[name] : undefined);

// A bare origin; anything without a scheme, or with a path, query or credentials, is a typo to catch early.
function origin(name: string, entry: string): string {
  const url = URL.canParse(entry) ? new URL(entry) : undefined;
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/$/, '')) {
    throw new Error(`${name}: '${entry}' is not an origin like https://www.example.com`);
  }
  return url.origin;
}

const origins = (env: Env, name: string): string[] =>
  (text(env, name) ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => origin(name, entry));

// The feed carries the connection's token: only over TLS, except to this machine (tests, a local mirror).
function feedUrl(env: Env, name: string): string | undefined {
  const value = text(env, name);
  if (value === undefined) return value;
  const url = /^https?:\/\/[^\s]+$/.test(value) && URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'https:' && !isLoopbackHost(url.hostname))) {
    throw new Error(`${name}: '${value}' is not an https URL (plain http only to localhost)`);
  }
  return value;
}

// docs/security.md "Second-factor policy": production protects admins (7) and up unless told otherwise; the
// demo stays off so its users sign in with a password alone.
function secondFactorLevel(env: Env): number | undefined {
  const value = text(env, 'REQUIRE_SECOND_FACTOR_LEVEL');
  if (value === undefined) return env.NODE_ENV === 'production' ? 7 : undefined;
  if (value === 'off') return undefined;
  if (!/^[1-9]$/.test(value))
    throw new Error('REQUIRE_SECOND_FACTOR_LEVEL must be a level from 1 to 9, or off');
  return Number(value);
}

function onOff(env: Env, name: string, fallback: boolean): boolean {
  const value = text(env, name);
  if (value !== undefined && value !== 'on' && value !== 'off') throw new Error(`${name} must be on or off`);
  return value === undefined ? fallback : value === 'on';
}

const list = (env: Env, name: string, fallback: string): string[] =>
  (env[name] ?? fallback)
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);

const DENIED_EXTENSIONS =
  '.exe,.dll,.com,.scr,.msi,.msp,.bat,.cmd,.ps1,.vbs,.vbe,.wsf,.jse,.sh,.bash,.zsh,.csh,.command,.app,.jar,.apk,.elf,.so,.dylib,.run';

export const DOMAIN_VERIFICATION_URL = 'https://{domain}/.well-known/console-domain-verification.txt';

function verificationUrlTemplate(env: Env): string {
  const value = text(env, 'DOMAIN_VERIFICATION_URL') ?? DOMAIN_VERIFICATION_URL;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !/^https?:$/.test(url.protocol) || !value.includes('{domain}')) {
    throw new Error(`DOMAIN_VERIFICATION_URL: '${value}' is not an http(s) URL with {domain} in it`);
  }
  return value;
}

export function loadConfig(env: Env = process.env): Config {
  return {
    host: text(env, 'HOST') ?? '127.0.0.1',
    port: positiveInt(env, 'PORT', 4173),
    dataDir: text(env, 'DATA_DIR') ?? '.data',
    databaseUrl: text(env, 'DATABASE_URL'),
    siteToken: text(env, 'SITE_TOKEN') ?? 'demo-site',
    sessionIdleSeconds: positiveInt(env, 'SESSION_IDLE_SECONDS', 1800),
    sessionMaxSeconds: positiveInt(env, 'SESSION_MAX_SECONDS', 43_200),
    sessionRecheckMs: positiveInt(env, 'SESSION_RECHECK_MS', 1000),
    stripeClientId: text(env, 'STRIPE_CLIENT_ID'),
    stripeSecretKey: text(env, 'STRIPE_SECRET_KEY'),
    publicOrigin: env.PUBLIC_ORIGIN ? origin('PUBLIC_ORIGIN', env.PUBLIC_ORIGIN) : undefined,
    bodyLimitBytes: positiveInt(env, 'BODY_LIMIT_BYTES', 1_048_576),
    headersTimeoutMs: positiveInt(env, 'HEADERS_TIMEOUT_MS', 20_000),
    requestTimeoutMs: positiveInt(env, 'REQUEST_TIMEOUT_MS', 300_000),
    keysDir: text(env, 'KEYS_DIR'),
    consoleOrigins: origins(env, 'CONSOLE_ORIGINS'),
    passkeyRelatedOrigins: origins(env, 'PASSKEY_RELATED_ORIGINS'),
    embedSecretSeconds: embedSecretSeconds(env),
    embedSessionSeconds: positiveInt(env, 'EMBED_SESSION_SECONDS', 3600),
    media: {
      imageMaxBytes: positiveInt(env, 'IMAGE_MAX_BYTES', 25_000_000),
      imageMaxMegapixels: positiveInt(env, 'IMAGE_MAX_MEGAPIXELS', 50),
      fileMaxBytes: positiveInt(env, 'FILE_MAX_BYTES', 100_000_000),
      fileDeniedExtensions: list(env, 'FILE_DENY_EXTENSIONS', DENIED_EXTENSIONS),
      fileDeniedSignatures: list(env, 'FILE_DENY_SIGNATURES', 'pe,elf,mach-o,script'),
      orphanGraceMinutes: positiveInt(env, 'MEDIA_ORPHAN_GRACE_MINUTES', 1440),
      sweepIntervalMinutes: positiveInt(env, 'MEDIA_SWEEP_MINUTES', 60),
    },
    workers: env.WORKERS ? positiveInt(env, 'WORKERS', 1) : undefined,
    rodeoFeedUrl: feedUrl(env, 'RODEO_FEED_URL'),
    rodeoSyncStaleSeconds: positiveInt(env, 'SYNC_STALE_SECONDS', 120),
    captureRatePerMinute: positiveInt(env, 'CAPTURE_PER_MINUTE', 60),
    jobs: loadJobsConfig(env),
    production: env.NODE_ENV === 'production',
    seedDemo: env.NODE_ENV !== 'production' && (env.SEED_DEMO === '1' || !text(env, 'DATABASE_URL')),
    domainVerificationUrl: verificationUrlTemplate(env),
    resolveHost: systemResolver,
    limits: {
      loginFailsPerEmail: positiveInt(env, 'LOGIN_FAILS_PER_EMAIL', 10),
      loginFailsPerIp: positiveInt(env, 'LOGIN_FAILS_PER_IP', 50),
      registerPerIp: positiveInt(env, 'REGISTER_PER_IP', 10),
      accountStorageBytes: positiveInt(env, 'ACCOUNT_STORAGE_BYTES', 5_000_000_000),
      renditionsPerMinute: positiveInt(env, 'RENDITIONS_PER_MINUTE', 120),
    },
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
    storage: parseStorageUrl(text(env, 'STORAGE_URL')),
    // 4 machines x 2 processes x 10 = 80 of PostgreSQL's default 100 (3 kept for superusers): docs/deploy.md.
    dbPoolSize: positiveInt(env, 'DB_POOL_SIZE', 10),
    dbPreparedStatements: onOff(env, 'DB_PREPARED_STATEMENTS', true),
    leaseSeconds: positiveInt(env, 'LEASE_SECONDS', 30),
    trashDays: positiveInt(env, 'TRASH_DAYS', 30),
    activityRetentionDays: positiveInt(env, 'ACTIVITY_RETENTION_DAYS', 365),
    metricsPort: env.METRICS_PORT ? positiveInt(env, 'METRICS_PORT', 1) : undefined,
    shutdownGraceSeconds: positiveInt(env, 'SHUTDOWN_GRACE_SECONDS', 25),
    requireSecondFactorLevel: secondFactorLevel(env),
  };
}
