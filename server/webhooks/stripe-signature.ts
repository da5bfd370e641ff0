import { createHmac, timingSafeEqual } from 'node:crypto';

/** Stripe's own default tolerance: an event signed longer ago than this is refused (docs/connections.md). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

// Over the body's bytes as they arrived: decoding and re-encoding could change them (a byte-order mark).
const hmac = (secret: string, timestamp: number, rawBody: string | Buffer): Buffer =>
  createHmac('sha256', secret).update(`${timestamp}.`, 'utf8').update(rawBody).digest();

/** The Stripe-Signature header Stripe would send for this body: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const stripeSignatureHeader = (secret: string, timestamp: number, rawBody: string): string =>
  `t=${timestamp},v1=${hmac(secret, timestamp, rawBody).toString('hex')}`;

/** `signed`: the signature matched the secret (only its time is wrong), which only its holder can learn. */
export type SignatureCheck = { ok: true; timestamp: number } | { ok: false; signed: boolean; reason: string };

/** The header's timestamp and its v1 signatures (Stripe sends several while a secret is being rolled). */
function parseHeader(header: string): { timestamp: number; signatures: Buffer[] } | undefined {
  let timestamp: number | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [name, value = ''] = part.trim().split('=', 2);
    if (name === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    // Other schemes (v0, Stripe's test scheme) are ignored, as Stripe's libraries do.
    if (name === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  return timestamp === undefined || signatures.length === 0 ? undefined : { timestamp, signatures };
}

/**
 * Checks a Stripe-Signature header against the raw body as received, as Stripe documents it: one of the v1
 * values must be the HMAC-SHA256 of `${t}.${body}` with the endpoint's secret (compared in constant time),
 * and t must be within the tolerance of now, so a captured delivery cannot be replayed later.
 */
export function verifyStripeSignature(
  header: string | undefined,
  rawBody: string | Buffer,
  secret: string,
  nowSeconds: number,
): SignatureCheck {
  const parsed = header ? parseHeader(header) : undefined;
  if (!parsed) {
    return {
      ok: false,
      signed: false,
      reason: 'The Stripe-Signature header is missing or has no t= and v1= values',
    };
  }
  const expected = hmac(secret, parsed.timestamp, rawBody);
  if (!parsed.signatures.some((signature) => timingSafeEqual(signature, expected))) {
    return {
      ok: false,
      signed: false,
      reason: 'The Stripe-Signature does not match this connection’s webhook secret',
    };
  }
  if (Math.abs(nowSeconds - parsed.timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    return {
      ok: false,
      signed: true,
      reason: `The event was signed more than ${SIGNATURE_TOLERANCE_SECONDS / 60} minutes from now; Stripe signs every delivery anew`,
    };
  }
  return { ok: true, timestamp: parsed.timestamp };
}
