type Env = Record<string, string | undefined>;

export const GENERATE_KEY = `node -e "console.log(require('crypto').randomBytes(32).toString('base64'))"`;

/**
 * With DATABASE_URL several machines share one database, so they must share its keys: a machine that made
 * its own key files under its DATA_DIR could verify no password set through another, nor decrypt a secret
 * stored by one. Returns what to tell the operator, or undefined when the environment is fit to start.
 */
export function sharedKeysProblem(env: Env = process.env): string | undefined {
  if (!env.DATABASE_URL) return undefined;
  const missing = ['PASSWORD_PEPPER', 'SECRETS_KEY'].filter((name) => !env[name]);
  if (missing.length === 0) return undefined;
  return [
    `With DATABASE_URL set, ${missing.join(' and ')} must be set too: every machine on the database needs`,
    'the same keys (docs/deploy.md). Generate each once, keep it in your secret store, and give it to every',
    `machine: ${GENERATE_KEY}`,
  ].join('\n');
}
