import { z } from './z.ts';
import { ACCESS } from './access.ts';
import { defineCommands } from './command.ts';
import { access, id, name, timestamp } from './fields.ts';
import { said } from './issue-texts.ts';

// Passkeys (WebAuthn; docs/security.md "Passkeys"). The browser's answers travel as the JSON of
// @simplewebauthn/browser: base64url strings, checked here for shape and size only; the server's library
// checks what they say.

const base64url = z
  .string()
  .check(z.maxLength(16_384), z.regex(/^[A-Za-z0-9_-]*$/, { error: said('Expected base64url text') }));
const transports = z.optional(z.array(z.string().check(z.maxLength(20))).check(z.maxLength(10)));
const attachment = z.optional(z.enum(['platform', 'cross-platform']));
// What extensions reported is not used: kept out, as an empty set.
const extensionResults = z._default(z.object({}), {});

/** A signed challenge from an authenticator (navigator.credentials.get), as JSON. */
export const assertionSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: z.optional(base64url),
  }),
  authenticatorAttachment: attachment,
  clientExtensionResults: extensionResults,
});

/** A new credential from an authenticator (navigator.credentials.create), as JSON. */
const attestationSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports,
    authenticatorData: z.optional(base64url),
    publicKey: z.optional(base64url),
    publicKeyAlgorithm: z.optional(z.int()),
  }),
  authenticatorAttachment: attachment,
  clientExtensionResults: extensionResults,
});

/** Options for navigator.credentials (WebAuthn's JSON form), passed to the browser as they are. */
const optionsSchema = z.object({ options: z.looseObject({ challenge: z.string() }) });

/** The challenge of a sign-in's first step, as user/token answered it. */
export const signInChallenge = z.string().check(z.minLength(1), z.maxLength(100));

export const passkeyInfoSchema = z.object({
  passkey_id: z.int(),
  name: z.string(),
  created_at: timestamp,
  last_used_at: z.nullable(timestamp),
});
export type PasskeyInfo = z.infer<typeof passkeyInfoSchema>;

export const passkeyCommands = defineCommands('passkey', {
  list: {
    method: 'GET',
    auth: 'user',
    access: ACCESS.signedIn,
    request: z.object({}),
    response: z.object({ rows: z.array(passkeyInfoSchema) }),
    summary: `The caller's passkeys, oldest first: name, when registered, when last used.`,
  },
  register_options: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.signedIn,
    request: z.object({}),
    response: optionsSchema,
    summary:
      'Begin registering a passkey for the caller: options for navigator.credentials.create, with a challenge valid for five minutes.',
  },
  register: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.signedIn,
    request: z.object({ name, credential: attestationSchema }),
    response: passkeyInfoSchema,
    summary: 'Finish registering a passkey: the new credential, with the name the caller gave it.',
  },
  rename: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.signedIn,
    request: z.object({ passkey_id: id, name }),
    response: passkeyInfoSchema,
    summary: `Rename one of the caller's passkeys.`,
  },
  remove: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.signedIn,
    request: z.object({ passkey_id: id }),
    response: z.object({ success: z.boolean() }),
    summary: `Remove one of the caller's passkeys: it signs nobody in from now on.`,
  },
  sign_in_options: {
    method: 'POST',
    auth: 'site',
    access: ACCESS.any,
    request: z.object({ challenge: z.optional(signInChallenge) }),
    response: optionsSchema,
    summary: `Options for navigator.credentials.get: without a challenge, for signing in with a passkey alone (any of the site's passkeys); with the challenge user/token answered, for the passkeys of that sign-in's user, as its second factor.`,
  },
  sign_in: {
    method: 'POST',
    auth: 'site',
    access: ACCESS.any,
    request: z.object({ credential: assertionSchema }),
    response: z.object({ access, user_id: z.int() }),
    summary: `Sign in with a passkey alone, with an assertion for a challenge of sign_in_options; answers as user/token does (the session token in the packet), and names the passkey's user, whom no email named.`,
  },
});
