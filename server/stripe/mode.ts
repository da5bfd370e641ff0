import type { Config } from '../config.ts';

/**
 * 'stripe' with both Connect credentials configured, else the built-in simulator. Half a configuration is
 * a mistake to stop on, not a reason to fall back to the simulator quietly.
 */
export function stripeMode(config: Config): 'stripe' | 'simulator' {
  const { stripeClientId, stripeSecretKey } = config;
  if (stripeClientId && stripeSecretKey) return 'stripe';
  if (stripeClientId || stripeSecretKey) {
    throw new Error('Set both STRIPE_CLIENT_ID and STRIPE_SECRET_KEY for Stripe Connect, or neither');
  }
  return 'simulator';
}

/** The simulator's pages exist only without Stripe keys, and never in production mode (docs/security.md). */
export const simulatorServed = (config: Config): boolean =>
  stripeMode(config) === 'simulator' && !config.production;

/**
 * Whether connections made here are live: Stripe answers in the mode of the platform key that redeems the
 * code; the simulator only makes test-mode connections.
 */
export const platformLivemode = (config: Config): boolean =>
  stripeMode(config) === 'stripe' && /^(sk|rk)_live_/.test(config.stripeSecretKey ?? '');
