/**
 * Whether this browser has WebAuthn at all: without it no passkey control is drawn (docs/behaviour.md
 * "Passkeys"). Apart from the ceremonies, so that asking loads none of the WebAuthn library.
 */
export const passkeysAvailable = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
