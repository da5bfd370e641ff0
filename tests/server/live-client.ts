import { expect } from 'vitest';
import type { LiveChange } from '../../lib/protocol/live.ts';
import { sseEvents, type SseEvent } from '../../lib/live/sse.ts';
import type { CallResult } from './harness.ts';

export interface LiveClient {
  /** The events received so far, in order (the stream is read in the background). */
  events: SseEvent[];
  /** Waits for the first event after those already taken that matches, and returns it. */
  next(match?: (event: SseEvent) => boolean): Promise<SseEvent>;
  /** Waits for the stream to end, and returns every event it sent. */
  ended: Promise<SseEvent[]>;
  close(): Promise<void>;
}

export const changeOf = (event: SseEvent): LiveChange => JSON.parse(event.data) as LiveChange;

/** Reads a live/stream reply in the background; `next` hands out its events one by one. */
export function liveClient(
  result: Pick<CallResult, 'status' | 'response'> & { packet?: CallResult['packet'] },
): LiveClient {
  expect(result.status, JSON.stringify(result.packet?.errors)).toBe(200);
  expect(result.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const body = result.response.body!;
  const abort = new AbortController();
  const events: SseEvent[] = [];
  let taken = 0;
  let wake = () => undefined as void;
  let done = false;
  const ended = (async () => {
    try {
      for await (const event of sseEvents(body, abort.signal)) {
        events.push(event);
        wake();
      }
    } finally {
      done = true;
      wake();
    }
    return events;
  })();
  async function next(match: (event: SseEvent) => boolean = () => true): Promise<SseEvent> {
    for (;;) {
      while (taken < events.length) {
        const event = events[taken++]!;
        if (match(event)) return event;
      }
      if (done) throw new Error(`The stream ended; events: ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => (wake = resolve));
    }
  }
  return {
    events,
    next,
    ended,
    close: async () => {
      abort.abort();
      await ended;
    },
  };
}
