/**
 * docs/behaviour.md#validation: the password never leaves the browser in clear; the client sends the SHA-256 of it, as lowercase
 * hex, and the server treats that hash as the password.
 */
export async function passhash(
  password: string,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<string> {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(password));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
