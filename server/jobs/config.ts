/** The job queue's and the sender's settings (docs/jobs.md), read with the rest of server/config.ts. */
export interface JobsConfig {
  /** How often an idle worker looks for due jobs. */
  pollMs: number;
  /** How long a claim holds a job without renewal; a dead process's jobs are taken again after it. */
  leaseSeconds: number;
  /** Jobs one process runs at once. */
  concurrency: number;
  /** Where broadcast emails go; undefined: the built-in simulator records them (not in production). */
  smtpUrl: string | undefined;
  /** SMTP_INSECURE=1: send SMTP credentials without TLS to a server that is not on loopback (docs/security.md). */
  smtpInsecure: boolean;
  /** The From of broadcast emails. */
  mailFrom: string;
  /** Deliveries a sender claims and sends between two checks of the broadcast and its lease. */
  sendBatch: number;
}

type Env = Record<string, string | undefined>;

function positive(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

function smtpUrl(env: Env): string | undefined {
  const value = env.SMTP_URL || undefined;
  if (value !== undefined && !/^smtps?:\/\/[^\s]+$/.test(value)) {
    throw new Error(`SMTP_URL: '${value}' is not an smtp:// or smtps:// URL`);
  }
  return value;
}

export function loadJobsConfig(env: Env): JobsConfig {
  return {
    pollMs: positive(env, 'JOBS_POLL_MS', 1000),
    leaseSeconds: positive(env, 'JOBS_LEASE_SECONDS', 30),
    concurrency: positive(env, 'JOBS_CONCURRENCY', 2),
    smtpUrl: smtpUrl(env),
    smtpInsecure: env.SMTP_INSECURE === '1',
    mailFrom: env.MAIL_FROM || 'Console Kit <broadcasts@localhost>',
    sendBatch: positive(env, 'BROADCAST_BATCH', 100),
  };
}
