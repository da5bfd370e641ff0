import type { Config } from '../config.ts';
import { ApiFailure } from '../http/failure.ts';
import type { Db } from '../db/db.ts';
import type { Limit } from '../throttle/counter.ts';
import { giveBack, takeHit, tryAgainIn } from '../throttle/counter.ts';

// Failed logins are counted per email (known or not) and per client IP over 15 minutes
// (docs/security.md "Throttles and the client IP").
export const LOGIN_WINDOW_SECONDS = 15 * 60;

export const emailKey = (email: string): string => email.trim().toLowerCase();

export const loginLimits = (config: Config): { email: Limit; ip: Limit } => ({
  email: {
    bucket: 'login-email',
    max: config.limits.loginFailsPerEmail,
    windowSeconds: LOGIN_WINDOW_SECONDS,
  },
  ip: { bucket: 'login-ip', max: config.limits.loginFailsPerIp, windowSeconds: LOGIN_WINDOW_SECONDS },
});

export const registerLimit = (config: Config): Limit => ({
  bucket: 'register-ip',
  max: config.limits.registerPerIp,
  windowSeconds: 3600,
});

/** The 429 every throttle answers, with when to come back (also as Retry-After's worth of minutes). */
export const tooManyAttempts = (retryAfterSeconds: number): ApiFailure =>
  new ApiFailure(429, `Too many attempts, ${tryAgainIn(retryAfterSeconds)}`);

/**
 * Takes a place under the email's and the client IP's failed-login limits, atomically, before a password
 * is checked, so a burst cannot be evaluated past them (429 when either is full). Returns `release`, which
 * gives both places back: a check that succeeded, or evaluated nothing, is no failure.
 */
export async function holdLoginPlaces(
  db: Db,
  config: Config,
  email: string,
  ip: string,
): Promise<{ release: () => Promise<void> }> {
  const limits = loginLimits(config);
  const key = emailKey(email);
  const byEmail = await takeHit(db, limits.email, key);
  if (!byEmail.allowed) throw tooManyAttempts(byEmail.retryAfterSeconds);
  const byIp = await takeHit(db, limits.ip, ip);
  if (!byIp.allowed) {
    await giveBack(db, limits.email, key);
    throw tooManyAttempts(byIp.retryAfterSeconds);
  }
  return {
    release: async () => {
      await giveBack(db, limits.email, key);
      await giveBack(db, limits.ip, ip);
    },
  };
}
