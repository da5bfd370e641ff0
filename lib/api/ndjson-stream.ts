import type { Command, RequestOf } from '../protocol/command.ts';
import { druidiaCommands } from '../protocol/druidia.ts';
import type { ApiClient, CallOptions } from './client.ts';

export interface StreamProgress {
  message: string;
  progress: number;
  total: number;
}

type ServiceRequest = RequestOf<typeof druidiaCommands.request>;

interface StreamLine {
  status?: unknown;
  message?: unknown;
  progress?: unknown;
  total?: unknown;
  payload?: unknown;
}

async function* lines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    yield* parts;
  }
  yield buffered;
}

async function readStream(
  response: Response,
  onProgress: (progress: StreamProgress) => void,
): Promise<unknown> {
  if (!response.ok || !response.body) throw new Error(`Streaming not available (${response.status})`);
  for await (const line of lines(response.body)) {
    if (!line.trim()) continue;
    const event = JSON.parse(line) as StreamLine;
    if (event.status === 'done') return event.payload;
    if (event.status !== 'progress') throw new Error(`Unexpected stream line: ${line}`);
    onProgress({
      message: String(event.message ?? ''),
      progress: Number(event.progress ?? 0),
      total: Number(event.total ?? 0),
    });
  }
  throw new Error('The stream ended without a result');
}

/**
 * A command in streaming mode (docs/protocol.md): its input with `stream: true`, answered by NDJSON progress lines,
 * then `{"status":"done","payload"}`. Any failure of the stream (no stream support, a refusal, a broken
 * line, no final line) falls back to one normal call, so a proxy that buffers or a server without
 * streaming still gives the result, only without progress; a refusal is then reported as any call's is.
 */
export async function streamCommand<C extends Command>(
  client: ApiClient,
  command: C,
  input: Omit<RequestOf<C>, 'stream'>,
  onProgress: (progress: StreamProgress) => void,
  options: CallOptions = {},
): Promise<unknown> {
  try {
    const response = await client.send(command, { ...input, stream: true }, options);
    return await readStream(response, onProgress);
  } catch {
    // Only commands whose request takes `stream` are streamed (druidia request, rodeo_sync run).
    return client.callCommand(command, { ...input, stream: false } as RequestOf<C>, options);
  }
}

/** A service request (druidia `request`) in streaming mode, with the same fallback. */
export const streamServiceRequest = (
  client: ApiClient,
  input: ServiceRequest,
  onProgress: (progress: StreamProgress) => void,
  options: CallOptions = {},
): Promise<unknown> => streamCommand(client, druidiaCommands.request, input, onProgress, options);
