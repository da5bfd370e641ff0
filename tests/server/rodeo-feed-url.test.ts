import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { pullFeed } from '../../server/rodeo-sync/pull.ts';

// docs/security.md "Throttles and the client IP" / "Bad input and uploads": the feed carries the rodeo
// connection's token, and its body used to be read whole into memory whatever its size.
describe('RODEO_FEED_URL', () => {
  it('is https only; plain http only to this machine', () => {
    for (const url of [
      'https://feed.example/v1',
      'http://127.0.0.1:9000/feed',
      'http://localhost/x',
      'http://[::1]:81/',
    ]) {
      expect(loadConfig({ RODEO_FEED_URL: url }).rodeoFeedUrl, url).toBe(url);
    }
    for (const url of [
      'http://feed.example/v1',
      'ftp://feed.example/',
      'http://127.0.0.1.evil.example/',
      'feed.example',
    ]) {
      expect(() => loadConfig({ RODEO_FEED_URL: url }), url).toThrow(
        /RODEO_FEED_URL: .* is not an https URL/,
      );
    }
  });

  describe('a feed larger than the cap', () => {
    let server: Server;
    let origin: string;
    let written = 0;
    let closed!: Promise<void>;
    beforeAll(async () => {
      server = createServer((request, response) => {
        closed = new Promise((resolve) => response.on('close', () => resolve()));
        // No Content-Length: chunked, endless, until the client goes away.
        response.writeHead(200, { 'Content-Type': 'application/json' });
        const chunk = Buffer.alloc(64 * 1024, 32);
        const pump = () => {
          while (!response.destroyed && written < 200 * 1024 * 1024) {
            written += chunk.length;
            if (!response.write(chunk)) return void response.once('drain', pump);
          }
          response.end();
        };
        pump();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    it('is streamed and abandoned at the cap, not read to its end', async () => {
      const config = { ...loadConfig({}), rodeoFeedUrl: `${origin}/feed` };
      await expect(pullFeed(config, 'token', 1_000_000)).rejects.toThrow(
        'The rodeo feed is larger than 1000000 bytes',
      );
      await closed;
      // The server got to write a little past the cap (socket buffers), nowhere near the 200 MB it offered.
      expect(written).toBeLessThan(20 * 1024 * 1024);
    });
  });
});
