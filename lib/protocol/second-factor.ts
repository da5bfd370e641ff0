import { z } from './z.ts';
import { ACCESS } from './access.ts';
import { defineCommands } from './command.ts';
import { access, id, passhash } from './fields.ts';
import { assertionSchema, signInChallenge as challenge } from './passkey.ts';
import { said } from './issue-texts.ts';

/** Six digits from an authenticator app. */
export const totpCode = z
  .string()
  .check(z.trim(), z.regex(/^[0-9]{6}$/, { error: said('Enter the 6 digits your app shows') }));
/** A recovery code as printed (`abcde-fghij`); case, spaces and hyphens do not matter. */
export const recoveryCode = z
  .string()
  .check(
    z.maxLength(40),
    z.regex(/^[A-Za-z0-9 -]+$/, { error: said('Enter a recovery code as it was shown') }),
  );

/** What proves the account holder for a change to the factor: a current code, or the password. */
const proofSchema = z.union([z.object({ code: totpCode }), z.object({ current_passhash: passhash })]);

const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });

export const secondFactorCommands = defineCommands('second_factor', {
  status: {
    method: 'GET',
    auth: 'user',
    access: ACCESS.signedIn,
    request: z.object({}),
    response: z.object({
      totp: z.boolean(),
      recovery_codes_left: z.int(),
      /** Present when the caller's level needs a second factor not set up yet: the session can do nothing else. */
      setup_required: z.optional(z.literal(true)),
    }),
    summary:
      'Whether the caller signs in with an authenticator app, how many recovery codes are unused, and whether the policy requires setting one up first.',
  },
  setup: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.signedIn,
    request: z.object({}),
    response: z.object({ secret: z.string(), uri: z.string(), qr_svg: z.string() }),
    summary:
      'Begin setting up an authenticator app: a new secret (as text, otpauth URI and QR code), used once confirm takes a first code. 409 while one is on.',
  },
  confirm: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.signedIn,
    request: z.object({ code: totpCode }),
    response: recoveryCodesSchema,
    summary:
      'Turn the authenticator app on with a first code from it; answers ten single-use recovery codes, shown this once.',
  },
  disable: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.signedIn,
    request: proofSchema,
    response: z.object({ success: z.boolean() }),
    summary:
      'Turn the authenticator app off, with a current code or the password; the recovery codes go with it.',
  },
  recovery_codes: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.signedIn,
    request: proofSchema,
    response: recoveryCodesSchema,
    summary: 'Ten new recovery codes, with a current code or the password; the old ones stop working.',
  },
  reset: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.groupAdmin,
    request: z.object({ user_id: id }),
    response: z.object({ success: z.boolean(), mail_queued: z.boolean() }),
    summary:
      'Remove another user’s authenticator app, recovery codes and passkeys and end their sessions: only below your own level, in your account unless you are a super admin. The user is told by mail when a mail server is configured.',
  },
  verify: {
    method: 'POST',
    auth: 'site',
    access: ACCESS.any,
    request: z.union([
      z.object({ challenge, code: totpCode }),
      z.object({ challenge, recovery_code: recoveryCode }),
      z.object({ challenge, passkey: assertionSchema }),
    ]),
    response: z.object({ access }),
    summary:
      'The second step of a sign-in: the challenge user/token answered and a code from the app (or a recovery code, or a passkey assertion signing the challenge: passkey/sign_in_options); answers as user/token does.',
  },
});
