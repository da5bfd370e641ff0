import type { Config } from '../config.ts';
import { ApiFailure } from '../http/failure.ts';
import type { Limit } from '../throttle/counter.ts';
import { tryAgainIn } from '../throttle/counter.ts';

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
