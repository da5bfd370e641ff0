/** One server-sent event as the stream framed it (comments, the heartbeats, are left out). */
export interface SseEvent {
  event: string;
  id: string | undefined;
  data: string;
}

/** A field line of an event: `name: value` (one space after the colon dropped, as the SSE format says). */
function field(line: string, into: { event?: string; id?: string; data: string[] }): void {
  const colon = line.indexOf(':');
  if (colon === 0) return;
  const name = colon < 0 ? line : line.slice(0, colon);
  const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
  if (name === 'event') into.event = value;
  else if (name === 'id') into.id = value;
  else if (name === 'data') into.data.push(value);
}

/** The events of a text/event-stream body, as they arrive (read with fetch: docs/architecture.md, "Live changes"). */
export async function* sseEvents(
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  // An abort ends the read in progress: the generator then returns.
  const stop = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', stop);
  const decoder = new TextDecoder();
  let buffered = '';
  let current: { event?: string; id?: string; data: string[] } = { data: [] };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffered += decoder.decode(value, { stream: true });
      const lines = buffered.split(/\r\n|\r|\n/);
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (line !== '') {
          field(line, current);
          continue;
        }
        if (current.data.length > 0 || current.event)
          yield { event: current.event ?? 'message', id: current.id, data: current.data.join('\n') };
        current = { data: [] };
      }
    }
  } finally {
    signal?.removeEventListener('abort', stop);
    reader.releaseLock();
  }
}
