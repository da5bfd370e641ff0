// Entries per secrets key: the masks of every secret a busy console lists, a few megabytes at most.
const MAX_ENTRIES = 20_000;

const caches = new WeakMap<Buffer, Map<string, string>>();

/**
 * The masked form of a stored secret, decrypted once per process. A list of 25 connections otherwise ran
 * 25 AES-GCM decryptions per request, a quarter of the server's time per list. The key holds what the
 * decryption is bound to (ciphertext and its table, column and row), so an entry is only ever reused for
 * exactly the inputs that produced it; a new token is a new ciphertext. A failed decryption is not kept.
 * Only the mask (the last four characters) is kept, never the secret.
 */
export function cachedMask(secretsKey: Buffer, entry: string, mask: () => string): string {
  let cache = caches.get(secretsKey);
  if (!cache) caches.set(secretsKey, (cache = new Map()));
  const hit = cache.get(entry);
  if (hit !== undefined) return hit;
  const value = mask();
  cache.set(entry, value);
  // Oldest first out: Map keeps insertion order.
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return value;
}
