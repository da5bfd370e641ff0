import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../lib/api/client.ts';
import { streamServiceRequest } from '../../../lib/api/ndjson-stream.ts';

const encoder = new TextEncoder();
// Chunks deliberately split lines in the middle, as a network does.
const ndjson = (...chunks: string[]) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    }),
    { headers: { 'Content-Type': 'application/x-ndjson' } },
  );

function setup(...replies: Response[]) {
  const fetch = vi.fn<typeof globalThis.fetch>(
    async () => replies.shift() ?? new Response(null, { status: 500 }),
  );
  const client = createApiClient({
    fetch,
    apiBase: () => 'https://api.example.test',
    siteToken: () => 'site',
    userToken: () => 'user',
    onToken: vi.fn(),
    onTokenExpired: vi.fn(),
  });
  return { client, fetch };
}

const input = { service: 'image' as const, route: 'image/sync' };

describe('NDJSON streaming of service requests (docs/protocol.md)', () => {
  it('reports each progress line and returns the final payload', async () => {
    const { client, fetch } = setup(
      ndjson(
        '{"status":"progress","message":"Fetching","progress":1,"total":3}\n{"status":"prog',
        'ress","message":"Saving","progress":2,"total":3}\n',
        '{"status":"done","payload":{"synced":3}}',
      ),
    );
    const onProgress = vi.fn();
    await expect(streamServiceRequest(client, input, onProgress)).resolves.toEqual({ synced: 3 });
    expect(onProgress.mock.calls).toEqual([
      [{ message: 'Fetching', progress: 1, total: 3 }],
      [{ message: 'Saving', progress: 2, total: 3 }],
    ]);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ ...input, stream: true });
  });

  it('falls back to a normal call when the stream breaks off without a result', async () => {
    const { client, fetch } = setup(
      ndjson('{"status":"progress","message":"Fetching","progress":1,"total":3}\n'),
      new Response(JSON.stringify({ error: false, errors: [], payload: { synced: 3 } })),
    );
    await expect(streamServiceRequest(client, input, vi.fn())).resolves.toEqual({ synced: 3 });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual({ ...input, stream: false });
  });

  it('falls back to a normal call when the streaming request fails', async () => {
    const { client } = setup(
      new Response('nope', { status: 500 }),
      new Response(JSON.stringify({ error: false, errors: [], payload: 'plain' })),
    );
    await expect(streamServiceRequest(client, input, vi.fn())).resolves.toBe('plain');
  });

  it('falls back on a line that is not JSON', async () => {
    const { client, fetch } = setup(
      ndjson('not json\n'),
      new Response(JSON.stringify({ error: false, errors: [], payload: 1 })),
    );
    await expect(streamServiceRequest(client, input, vi.fn())).resolves.toBe(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('sends nothing for an input that fails the request schema', async () => {
    const { client, fetch } = setup();
    await expect(
      streamServiceRequest(client, { service: 'image', route: 'not a route' }, vi.fn()),
    ).rejects.toThrow(
      'Invalid request for druidia/request: route: Expected a route of the form module/command',
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});
