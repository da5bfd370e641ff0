import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

// RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps.
const PARAMETERS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
// One step either side: a phone's clock a little off still signs in (docs/security.md "Second factor").
const SKEW_STEPS = 1;

const totpOf = (base32: string, label = '', issuer = ''): TOTP =>
  new TOTP({ ...PARAMETERS, issuer, label, secret: Secret.fromBase32(base32) });

/** A new 160-bit secret, in the base32 an app's "enter a key" field takes. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth URI an app scans, and its QR code as an SVG image. */
export async function enrolment(
  base32: string,
  account: { label: string; issuer: string },
): Promise<{ uri: string; qrSvg: string }> {
  const uri = totpOf(base32, account.label, account.issuer).toString();
  return { uri, qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 2 }) };
}

/**
 * The time step a code belongs to (now, one before or one after), or null when it matches none. The caller
 * accepts a step only once (server/auth/second-factor.ts): the step, not the digits, is what is spent.
 */
export function codeStep(base32: string, code: string, now = Date.now()): number | null {
  const totp = totpOf(base32);
  const delta = totp.validate({ token: code, timestamp: now, window: SKEW_STEPS });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}
