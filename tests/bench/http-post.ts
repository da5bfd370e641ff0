import { Agent, request } from 'node:http';

// Kept-alive sockets, as many as the widest run has clients.
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/**
 * A POST (or PUT) through node:http. The load generator shares the machine's cores with the server: fetch (undici)
 * costs it noticeably more CPU per request than a plain request on a kept-alive socket.
 */
export function postJson(
  url: string,
  headers: Record<string, string>,
  body: string,
  method: 'POST' | 'PUT' = 'POST',
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method,
        agent,
        headers: {
          ...headers,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
