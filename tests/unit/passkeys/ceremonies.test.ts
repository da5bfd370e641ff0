import type * as SimpleWebAuthn from '@simplewebauthn/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallCommand } from '../../../lib/api/client.ts';
import { passkeysAvailable } from '../../../lib/passkeys/available.ts';
import { passkeyAssertion, promptFailure, registerPasskey } from '../../../lib/passkeys/ceremonies.ts';

const PASSKEY_CANCELLED = 'No passkey was used: the request was cancelled or timed out.';
const PASSKEY_UNAVAILABLE = 'This browser cannot use a passkey here.';

// The browser's WebAuthn prompt, faked: what each module decides around it (docs/security.md "Passkeys").
const browser = vi.hoisted(() => ({
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
}));
vi.mock('@simplewebauthn/browser', async (original) => ({
  ...(await original<typeof SimpleWebAuthn>()),
  ...browser,
}));
const { WebAuthnError } = await import('@simplewebauthn/browser');

/** An API client that answers each command from `answers` and remembers what it was sent. */
const fakeCall = (answers: Record<string, unknown>) => {
  const sent: [string, unknown][] = [];
  const call = (async (command: { module: string; command: string }, input: unknown) => {
    const name = `${command.module}/${command.command}`;
    sent.push([name, input]);
    return answers[name];
  }) as unknown as CallCommand;
  return { call, sent };
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('passkeysAvailable', () => {
  it('is true only where the browser has PublicKeyCredential', () => {
    vi.stubGlobal('window', {});
    expect(passkeysAvailable()).toBe(false);
    vi.stubGlobal('window', { PublicKeyCredential: function PublicKeyCredential() {} });
    expect(passkeysAvailable()).toBe(true);
  });
});

describe('promptFailure', () => {
  const named = (name: string) => Object.assign(new Error('x'), { name });
  it('tells a cancelled prompt from a browser that cannot, and leaves other failures to the caller', () => {
    expect(promptFailure(named('NotAllowedError'))).toBe(PASSKEY_CANCELLED);
    expect(promptFailure(named('AbortError'))).toBe(PASSKEY_CANCELLED);
    expect(promptFailure(named('SecurityError'))).toBe(PASSKEY_UNAVAILABLE);
    expect(promptFailure(named('NotSupportedError'))).toBe(PASSKEY_UNAVAILABLE);
    expect(
      promptFailure(new WebAuthnError({ message: 'm', code: 'ERROR_INVALID_DOMAIN', cause: new Error() })),
    ).toBe(PASSKEY_UNAVAILABLE);
    expect(promptFailure(named('TypeError'))).toBeUndefined();
    expect(promptFailure('not an error')).toBeUndefined();
  });
});

describe('the ceremonies', () => {
  it('registers: the server’s options to the prompt, its answer back under the name, extensions empty', async () => {
    const { call, sent } = fakeCall({
      'passkey/register_options': { options: { challenge: 'c1' } },
      'passkey/register': { passkey_id: 1, name: 'Laptop' },
    });
    browser.startRegistration.mockResolvedValue({ id: 'cred', clientExtensionResults: { credProps: {} } });
    expect(await registerPasskey(call, 'Laptop')).toEqual({ passkey_id: 1, name: 'Laptop' });
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: 'c1' } });
    expect(sent[1]).toEqual([
      'passkey/register',
      { name: 'Laptop', credential: { id: 'cred', clientExtensionResults: {} } },
    ]);
  });

  it('asserts with the second step’s challenge, or with none for a passkey alone', async () => {
    const { call, sent } = fakeCall({ 'passkey/sign_in_options': { options: { challenge: 'c2' } } });
    browser.startAuthentication.mockResolvedValue({ id: 'cred', clientExtensionResults: { appid: true } });
    expect(await passkeyAssertion(call, 'step')).toEqual({ id: 'cred', clientExtensionResults: {} });
    await passkeyAssertion(call);
    expect(sent.map(([, input]) => input)).toEqual([{ challenge: 'step' }, {}]);
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'c2' } });
  });

  it('lets a refused prompt through to the caller, sending nothing more', async () => {
    const { call, sent } = fakeCall({ 'passkey/register_options': { options: {} } });
    browser.startRegistration.mockRejectedValue(Object.assign(new Error('no'), { name: 'NotAllowedError' }));
    await expect(registerPasskey(call, 'Phone')).rejects.toThrow('no');
    expect(sent.map(([name]) => name)).toEqual(['passkey/register_options']);
  });
});
