// The gate screen's service worker, built on its own (elements/runtime/vite-service-worker.ts) and
// registered with the gate's scope only (docs/tickets.md, offline). It keeps the gate page and the built
// files it loads; API answers always pass through (the ticket list is kept in IndexedDB, device-db.ts).
import { GATE_CACHE, KEEP_MESSAGE } from './device-names.ts';

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEvent extends ExtendableEvent {
  data: unknown;
}
interface WorkerScope {
  registration: { scope: string };
  location: Location;
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const worker = globalThis as unknown as WorkerScope;
/** Hashed, so a kept copy is right for good (server/http/static-files.ts, IMMUTABLE). */
const BUILT = '/assets/';

worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));

// A gate page's first load ran before this worker controlled it: the page names what it loaded.
worker.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type !== KEEP_MESSAGE || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter(
    (url): url is string =>
      typeof url === 'string' && new URL(url, worker.location.href).origin === worker.location.origin,
  );
  event.waitUntil(caches.open(GATE_CACHE).then((cache) => cache.addAll(urls)));
});

/**
 * Keeps a good answer, in the cache a gate page's first message made: once signing out has deleted it
 * (lib/checkin/offline-copy.ts), the page this worker still controls until it unloads keeps nothing more.
 */
async function keep(request: Request, response: Response): Promise<void> {
  if (response.ok && (await caches.has(GATE_CACHE)))
    await (await caches.open(GATE_CACHE)).put(request, response.clone());
}

async function pageFirst(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    await keep(request, response);
    return response;
  } catch (error) {
    const kept = (await caches.has(GATE_CACHE)) ? await keptPage(request) : undefined;
    if (kept) return kept;
    throw error;
  }
}

/** No signal: this gate's page as last loaded, else any gate page (the console's page is one for all). */
async function keptPage(request: Request): Promise<Response | undefined> {
  const cache = await caches.open(GATE_CACHE);
  const kept = await cache.match(request, { ignoreSearch: true });
  if (kept) return kept;
  const scope = worker.registration.scope;
  const page = (await cache.keys()).find((key) => key.url.startsWith(scope));
  return page && cache.match(page);
}

async function builtFile(request: Request): Promise<Response> {
  const kept = await caches.match(request, { cacheName: GATE_CACHE });
  if (kept) return kept;
  const response = await fetch(request);
  await keep(request, response);
  return response;
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (request.mode === 'navigate' && url.href.startsWith(worker.registration.scope))
    event.respondWith(pageFirst(request));
  else if (url.pathname.startsWith(BUILT)) event.respondWith(builtFile(request));
});
