import { GATE_CACHE, GATE_DB, GATE_SCOPE, GATE_WORKER_PATH, KEEP_MESSAGE } from './device-names.ts';

/**
 * Registers the gate's service worker and hands it what this page loaded (the page, its built files), so a
 * reload with no signal still shows the gate (docs/tickets.md, offline). Called again after a lazy chunk
 * loads (the QR decoder); without service workers (an insecure origin) the gate still works online.
 */
export async function keepGateOffline(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  await navigator.serviceWorker.register(GATE_WORKER_PATH, { scope: GATE_SCOPE });
  const ready = await navigator.serviceWorker.ready;
  const built = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).pathname.startsWith('/assets/'));
  ready.active?.postMessage({ type: KEEP_MESSAGE, urls: [location.href, ...new Set(built)] });
}

const deleteDatabase = (): Promise<void> =>
  new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(GATE_DB);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });

const unregisterWorker = async (): Promise<void> => {
  for (const registration of await navigator.serviceWorker.getRegistrations())
    if (new URL(registration.scope).pathname === GATE_SCOPE) await registration.unregister();
};

/**
 * Signing out leaves nothing of the gate on the device: the copy and queue, the cache, the worker. Where
 * the browser lacks one of these (or it fails) there is nothing there to clear: signing out goes on.
 */
export async function forgetGateDevice(): Promise<void> {
  await Promise.all([
    'indexedDB' in globalThis ? deleteDatabase() : undefined,
    'caches' in globalThis ? caches.delete(GATE_CACHE) : undefined,
    'navigator' in globalThis && 'serviceWorker' in navigator ? unregisterWorker() : undefined,
  ]).catch(() => undefined);
}
