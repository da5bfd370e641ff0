import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';

/** Everything the server sends on one socket until it closes it or `enough` says the replies are in. */
function converse(port: number, requests: string, enough: (text: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      if (enough(text)) socket.end();
    });
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
    socket.write(requests);
  });
}

const statusLines = (text: string): string[] => text.match(/^HTTP\/1\.1 \d{3}/gm) ?? [];

// docs/security.md "Bad input and uploads": a refused upload whose body was not read must not leave the
// connection in a state that swallows the next request on it.
describe('a refused multipart upload on a keep-alive connection', () => {
  let api: TestApi;
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    api = await startTestApi({ database: 'pglite' });
    server = serve({ fetch: api.app.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await api.close();
  });

  const boundary = 'X-BOUNDARY';
  const upload = (token: string, bytes: number) => {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    const tail = `\r\n--${boundary}--\r\n`;
    const body = head + 'x'.repeat(bytes) + tail;
    return (
      `POST /api?module=file&command=upload HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
    );
  };
  const ping = 'GET /api?module=nope&command=nope HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';

  for (const [label, token, bytes] of [
    ['without a valid token', 'not-a-token', 3_000_000],
    ['past the file size limit', 'USER', 3_000_000],
  ] as const) {
    it(`answers the next request, or closes the connection, after one refused ${label}`, async () => {
      api.config.media = { ...api.config.media, fileMaxBytes: 1_000_000 };
      const bearer = token === 'USER' ? await api.login('user@demo.test') : token;
      const reply = await converse(
        port,
        upload(bearer, bytes) + ping,
        (text) => statusLines(text).length >= 2,
      );
      const [first, second] = statusLines(reply);
      expect(first).toMatch(/^HTTP\/1\.1 4\d\d$/);
      // Either the connection was closed on purpose (and said so), or the next request got its answer.
      if (second === undefined) expect(reply.toLowerCase()).toContain('connection: close');
      else expect(second).toBe('HTTP/1.1 404');
    });
  }
});
