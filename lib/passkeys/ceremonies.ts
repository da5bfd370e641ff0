import { startAuthentication, startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import type { CallCommand } from '../api/client.ts';
import { passkeyCommands, type PasskeyInfo } from '../protocol/passkey.ts';
import { passkeyEnglish, type PasskeyTexts } from './passkey-texts.ts';

// The browser's half of passkeys (docs/security.md "Passkeys"): the server's options go to the browser's
// WebAuthn prompt through @simplewebauthn/browser, and its answer back to the server. This module, and
// the library with it, load only when someone reaches a passkey step (every import of it is dynamic).

type AssertionJSON = Awaited<ReturnType<typeof startAuthentication>>;
// What extensions reported is of no use to the server (lib/protocol/passkey.ts): sent empty.
type Sent<T> = Omit<T, 'clientExtensionResults'> & { clientExtensionResults: Record<string, never> };
const sent = <T extends object>(answer: T): Sent<T> => ({ ...answer, clientExtensionResults: {} });
export type PasskeyAssertion = Sent<AssertionJSON>;
type RequestOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];
type CreationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];

/**
 * What a failed passkey prompt tells the user, in the texts passed (lib/passkeys/passkey-texts.ts), English
 * when none are; undefined for a failure that is not the prompt's.
 */
export function promptFailure(error: unknown, t: PasskeyTexts = passkeyEnglish()): string | undefined {
  if (!(error instanceof Error)) return undefined;
  if (error.name === 'NotAllowedError' || error.name === 'AbortError') return t.cancelled;
  if (error instanceof WebAuthnError || error.name === 'SecurityError' || error.name === 'NotSupportedError')
    return t.unavailable;
  return undefined;
}

/** Registers a passkey of this device (or a phone, a key) for the signed-in user, under `name`. */
export async function registerPasskey(call: CallCommand, name: string): Promise<PasskeyInfo> {
  const { options } = await call(passkeyCommands.register_options, {}, { report: false });
  const credential = await startRegistration({ optionsJSON: options as unknown as CreationOptions });
  return call(passkeyCommands.register, { name, credential: sent(credential) }, { report: false });
}

/**
 * An assertion of a passkey: for signing in with one alone (no challenge), or for a sign-in's second step
 * (the challenge user/token answered), which second_factor/verify takes as `{ challenge, passkey }`.
 */
export async function passkeyAssertion(call: CallCommand, challenge?: string): Promise<PasskeyAssertion> {
  const input = challenge === undefined ? {} : { challenge };
  const { options } = await call(passkeyCommands.sign_in_options, input, { report: false });
  return sent(await startAuthentication({ optionsJSON: options as unknown as RequestOptions }));
}

/** Signs in with a passkey alone: the API client keeps the session token its answer carries. */
export async function signInWithPasskey(call: CallCommand): Promise<{ access: number; user_id: number }> {
  const credential = await passkeyAssertion(call);
  return call(passkeyCommands.sign_in, { credential }, { report: false });
}
