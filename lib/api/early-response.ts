/**
 * The requests the console's page sent from its HTML, before any code (server/http/early-request.ts),
 * on the global of this name: each a request as lib/api/request.ts builds it, and its response on its way.
 */
export const EARLY_REQUESTS = 'consoleEarlyRequests';

export interface EarlyRequest {
  url: string;
  init: { method: string; headers: Record<string, string>; body?: string };
  response: Promise<Response>;
}

// Only the page's first calls may take one: a later call of the same request wants a new answer.
const EARLY_FRESH_MS = 10_000;

const header = (init: RequestInit | undefined, name: string): unknown =>
  (init?.headers as Record<string, string> | undefined)?.[name];

/**
 * The response of an early request that is exactly this one (method, address, body and bearer), taken
 * once; undefined for anything else, which is then fetched as usual.
 */
export function takeEarlyResponse(
  url: unknown,
  init: RequestInit | undefined,
  early = (globalThis as Record<string, unknown>)[EARLY_REQUESTS] as EarlyRequest[] | undefined,
  now = performance.now(),
): Promise<Response> | undefined {
  const index =
    now < EARLY_FRESH_MS
      ? (early?.findIndex(
          (sent) =>
            sent.url === url &&
            sent.init.method === init?.method &&
            sent.init.body === init.body &&
            sent.init.headers.Authorization === header(init, 'Authorization'),
        ) ?? -1)
      : -1;
  return index < 0 ? undefined : early!.splice(index, 1)[0]!.response;
}

let answered = false;

/**
 * Whether the page sent early requests and every one of them has its answer in already: then what the
 * screen still waits for is reading them, a few milliseconds, and its first render can wait for that
 * (host-app/screens.ts preloadScreen).
 */
export const earlyAnswersIn = (): boolean => answered;

/**
 * Makes the page's fetch hand each early request's response to the first call that is exactly that
 * request, instead of asking again. Only the console's host calls this (its page is the one that sends
 * them), so the kit's shared API chunk stays as it was. The API client reads the response like any other:
 * a packet, an error or an expired token go their usual way (lib/api/client.ts).
 */
export function adoptEarlyResponses(page: Pick<typeof globalThis, 'fetch'> = globalThis): void {
  const early = (page as Record<string, unknown>)[EARLY_REQUESTS] as EarlyRequest[] | undefined;
  answered = false;
  if (!early?.length) return;
  let waitingFor = early.length;
  for (const { response } of early)
    response.then(
      () => void (--waitingFor === 0 && (answered = true)),
      () => undefined,
    );
  const fetch = page.fetch.bind(page);
  page.fetch = (input, init) => takeEarlyResponse(input, init, early) ?? fetch(input, init);
}
