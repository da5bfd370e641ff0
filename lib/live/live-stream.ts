import { atom, type ReadableAtom } from 'nanostores';
import { liveChangeSchema, type LiveChange } from '../protocol/live.ts';
import { sseEvents } from './sse.ts';

/**
 * What the page's stream is doing: `closed` with nobody listening or nobody signed in, `connecting` the
 * first time, `open`, `reconnecting` after it dropped (with backoff), `offline` while the browser says so.
 */
export type LiveStatus = 'closed' | 'connecting' | 'open' | 'reconnecting' | 'offline';

/** What a subscriber is told: a colleague's change, or `refresh` (changes were missed: re-read what you show). */
export type LiveNotice = { type: 'change'; change: LiveChange } | { type: 'refresh' };
export type LiveListener = (notice: LiveNotice) => void;

export interface LiveStreamDeps {
  /**
   * Opens live/stream with the session's token in the Authorization header (never in the URL), for
   * `account` when one is followed.
   */
  open: (lastEventId: number | undefined, signal: AbortSignal, account?: number) => Promise<Response>;
  /** The session's token: the stream follows it, closes when it goes, and opens again with a new one. */
  $token: ReadableAtom<string | null>;
  /** The account a super admin picked in the console, if any: the stream follows it (docs/behaviour.md). */
  $account?: ReadableAtom<number | undefined>;
  /** Whether the browser is online; an offline page waits for `online` instead of retrying. */
  online?: () => boolean;
  onOnline?: (listener: () => void) => () => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface LiveStream {
  $status: ReadableAtom<LiveStatus>;
  /** Starts the stream with the first subscriber; the last one's unsubscribe closes it. */
  subscribe: (listener: LiveListener) => () => void;
}

// Backoff after a dropped stream: 1 s, doubling to 30 s, with jitter so a restarted machine's clients
// do not all come back at once (docs/architecture.md, "Live changes").
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;
export const retryDelay = (attempt: number, random = Math.random): number =>
  Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** attempt) * (0.5 + random() / 2);

const eventId = (id: string | undefined): number | undefined => {
  const value = Number(id);
  return id && Number.isSafeInteger(value) && value > 0 ? value : undefined;
};

/**
 * The page's one stream of colleagues' changes, shared by every element of the kit on the page
 * (docs/architecture.md, "Live changes: the client"). It reconnects with the last event's id so the
 * server replays what was missed; when it cannot (a `refresh`, or no id to resume from), subscribers are
 * told to re-read. A session that ends (`end` with reason `session`, a 401/403) closes it until the
 * token changes.
 */
export function createLiveStream(deps: LiveStreamDeps): LiveStream {
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const online = deps.online ?? (() => true);
  const $status = atom<LiveStatus>('closed');
  const listeners = new Set<LiveListener>();
  let lastId: number | undefined;
  let everOpened = false;
  let attempt = 0;
  let run: AbortController | undefined;
  let timer: unknown;
  let stopOnline: (() => void) | undefined;
  // The token whose session ended: not tried again until the session has another.
  let endedToken: string | null = null;

  const tell = (notice: LiveNotice) => {
    for (const listener of [...listeners]) listener(notice);
  };

  const stop = () => {
    run?.abort();
    run = undefined;
    clearTimer(timer);
    timer = undefined;
    stopOnline?.();
    stopOnline = undefined;
  };

  const wanted = (): boolean => {
    const token = deps.$token.get();
    return listeners.size > 0 && !!token && token !== endedToken;
  };

  function retry(): void {
    stop();
    if (!wanted()) return $status.set('closed');
    if (!online()) {
      $status.set('offline');
      stopOnline = deps.onOnline?.(() => {
        attempt = 0;
        connect();
      });
      return;
    }
    $status.set(everOpened ? 'reconnecting' : 'connecting');
    timer = setTimer(connect, retryDelay(attempt));
    attempt += 1;
  }

  async function read(controller: AbortController): Promise<'retry' | 'ended'> {
    const resuming = lastId;
    const response = await deps.open(resuming, controller.signal, deps.$account?.get());
    if (response.status === 401 || response.status === 403) return 'ended';
    if (!response.ok || !response.body) return 'retry';
    for await (const event of sseEvents(response.body, controller.signal)) {
      const id = eventId(event.id);
      if (event.event === 'change') {
        const parsed = liveChangeSchema.safeParse(JSON.parse(event.data));
        if (parsed.success) tell({ type: 'change', change: parsed.data });
      } else if (event.event === 'refresh') tell({ type: 'refresh' });
      else if (event.event === 'ready') {
        // Reopened with nothing to resume from: what happened in between is unknown.
        if (everOpened && resuming === undefined) tell({ type: 'refresh' });
        everOpened = true;
        attempt = 0;
        $status.set('open');
      } else if (event.event === 'end')
        return (JSON.parse(event.data) as { reason?: string }).reason === 'session' ? 'ended' : 'retry';
      if (id !== undefined) lastId = id;
    }
    return 'retry';
  }

  function connect(): void {
    stop();
    if (!wanted()) return $status.set('closed');
    const controller = new AbortController();
    run = controller;
    if ($status.get() === 'closed') $status.set(everOpened ? 'reconnecting' : 'connecting');
    read(controller)
      .catch((): 'retry' => 'retry')
      .then((outcome) => {
        if (run !== controller) return;
        if (outcome === 'ended') {
          endedToken = deps.$token.get();
          stop();
          $status.set('closed');
        } else retry();
      });
  }

  // A new token (signed in again, a renewed embed session) opens the stream again; none closes it.
  deps.$token.listen((token) => {
    // Another session may be another account: nothing of the last one's stream carries over.
    if (!token) {
      lastId = undefined;
      everOpened = false;
    }
    if (listeners.size === 0) return;
    attempt = 0;
    connect();
  });

  // Another account's event ids mean nothing here: it opens afresh, and its `ready` tells subscribers to
  // re-read.
  deps.$account?.listen(() => {
    lastId = undefined;
    if (listeners.size === 0) return;
    attempt = 0;
    connect();
  });

  return {
    $status,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) connect();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stop();
          $status.set('closed');
        }
      };
    },
  };
}
