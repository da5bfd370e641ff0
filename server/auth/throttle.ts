import type { Config } from '../config.ts';
import { ApiFailure } from '../http/failure.ts';
import type { Db } from '../db/db.ts';
import type { Limit } from '../throttle/counter.ts';
import { giveBack, minutesToWait, takeHit, tryAgainIn } from '../throttle/counter.ts';

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

/** Wrong second-factor codes, per user and per client IP, over the login window and at the login limits. */
export const secondFactorPlaces = (config: Config, userId: number, ip: string): Place[] => [
  {
    limit: {
      bucket: 'second-factor-user',
      max: config.limits.loginFailsPerEmail,
      windowSeconds: LOGIN_WINDOW_SECONDS,
    },
    key: String(userId),
  },
  {
    limit: {
      bucket: 'second-factor-ip',
      max: config.limits.loginFailsPerIp,
      windowSeconds: LOGIN_WINDOW_SECONDS,
    },
    key: ip,
  },
];

export const registerLimit = (config: Config): Limit => ({
  bucket: 'register-ip',
  max: config.limits.registerPerIp,
  windowSeconds: 3600,
});

/** The 429 every throttle answers, with when to come back (also as Retry-After's worth of minutes). */
export const tooManyAttempts = (retryAfterSeconds: number): ApiFailure =>
  new ApiFailure(429, `Too many attempts, ${tryAgainIn(retryAfterSeconds)}`, undefined, {
    code: 'throttled',
    params: { minutes: minutesToWait(retryAfterSeconds) },
  });

/** One limit and the key it counts under this time. */
export interface Place {
  limit: Limit;
  key: string;
}

/**
 * Takes a place under each limit, in order and atomically, before a secret is checked, so a burst cannot
 * be evaluated past them (429 when one is full; the places already taken are given back). Returns
 * `release`, which gives every place back: a check that succeeded, or evaluated nothing, is no failure.
 */
export async function holdPlaces(
  db: Db,
  places: readonly Place[],
): Promise<{ release: () => Promise<void> }> {
  const taken: Place[] = [];
  const release = async () => {
    for (const place of taken) await giveBack(db, place.limit, place.key);
  };
  for (const place of places) {
    const hit = await takeHit(db, place.limit, place.key);
    if (!hit.allowed) {
      await release();
      throw tooManyAttempts(hit.retryAfterSeconds);
    }
    taken.push(place);
  }
  return { release };
}

/** A place under the email's and the client IP's failed-login limits (see holdPlaces). */
export function holdLoginPlaces(
  db: Db,
  config: Config,
  email: string,
  ip: string,
): Promise<{ release: () => Promise<void> }> {
  const limits = loginLimits(config);
  return holdPlaces(db, [
    { limit: limits.email, key: emailKey(email) },
    { limit: limits.ip, key: ip },
  ]);
}
