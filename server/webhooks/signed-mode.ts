import { randomBytes } from 'node:crypto';
import type { Keys } from '../keys.ts';
import type { StripeRow } from '../stripe/rows.ts';
import { webhookSecret } from '../stripe/webhook-secret.ts';
import { verifyStripeSignature } from './stripe-signature.ts';

/**
 * The one answer to every post whose signature matches no secret of the connection its URL names,
 * whether that connection exists, has the secret, or not: the answer tells a prober nothing
 * (docs/security.md, "Stripe webhooks").
 */
export const UNSIGNED =
  'The Stripe-Signature header is missing or matches no webhook secret of the connection this URL names';

// Checked in place of a missing connection or an unset secret, so that every post costs the same work.
const NOBODYS_SECRET = randomBytes(32).toString('hex');

export type SignedMode = { ok: true; livemode: boolean } | { ok: false; reason: string };

/**
 * Which of the connection's secrets (live or test) signed the raw body. Both are always checked, a
 * missing one replaced by a secret nobody holds: no early exit shows what the connection lacks.
 */
export function signedMode(
  keys: Keys,
  connection: StripeRow | undefined,
  header: string | undefined,
  rawBody: Buffer,
  nowSeconds: number,
): SignedMode {
  const checks = [true, false].map((livemode) => {
    const secret = (connection && webhookSecret(keys, connection, livemode)) || NOBODYS_SECRET;
    return { livemode, check: verifyStripeSignature(header, rawBody, secret, nowSeconds) };
  });
  const matched = checks.find(({ check }) => check.ok);
  if (matched) return { ok: true, livemode: matched.livemode };
  const stale = checks.map(({ check }) => check).find((check) => !check.ok && check.signed);
  return { ok: false, reason: stale && !stale.ok ? stale.reason : UNSIGNED };
}
