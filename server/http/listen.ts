import type { Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Config } from '../config.ts';

/** How long a refused client may go on sending before its socket is closed under it (nginx's lingering_time). */
export const LINGER_MS = 30_000;

/**
 * Node closes a `Connection: close` response's socket as soon as the answer is written. A client still
 * sending the body that was refused (a 413 read from Content-Length) then meets a reset, and the reset throws
 * away the answer before the client reads it: fetch reports EPIPE instead of the 413. As nginx's lingering
 * close does, the server half-closes instead, discards whatever still arrives, and closes once the client
 * has closed its side, or after LINGER_MS at the latest (docs/security.md "Bad input and uploads").
 */
function lingerOnClose(socket: Socket): void {
  let lingering = false;
  socket.destroySoon = () => {
    if (lingering) return;
    lingering = true;
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    socket.once('end', () => socket.destroy());
    socket.end();
    // Reading on (the HTTP parser discards the rest of the refused body) is what keeps the peer from a reset.
    socket.resume();
  };
}

/**
 * The app on HOST:PORT. A client gets HEADERS_TIMEOUT_MS to send its headers and REQUEST_TIMEOUT_MS for the
 * whole request, body included; past either Node answers 408 and closes (docs/server.md "Environment").
 */
export function listen(
  app: Hono,
  config: Pick<Config, 'host' | 'port' | 'headersTimeoutMs' | 'requestTimeoutMs'>,
  onListening: (info: AddressInfo) => void = () => undefined,
): Server {
  const headersTimeout = Math.min(config.headersTimeoutMs, config.requestTimeoutMs);
  const server = serve(
    {
      fetch: app.fetch,
      hostname: config.host,
      port: config.port,
      serverOptions: {
        headersTimeout,
        requestTimeout: config.requestTimeoutMs,
        // Node enforces both timeouts on this tick (30 s by default): a short timeout needs a shorter tick.
        connectionsCheckingInterval: Math.min(30_000, Math.max(50, Math.floor(headersTimeout / 4))),
      },
    },
    onListening,
    // serve() makes an HTTP/1.1 server unless given createServer: node:http's.
  ) as Server;
  server.on('connection', lingerOnClose);
  return server;
}
