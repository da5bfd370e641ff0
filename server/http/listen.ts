import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Config } from '../config.ts';

/**
 * How long the server keeps an idle keep-alive connection open. A balancer must drop its idle connections
 * well before (nginx's keepalive_timeout, 4 s in docs/deploy.md): a connection the server closes just as
 * the balancer reuses it fails a request that nginx does not resend. The margin is wide because a busy
 * machine runs nginx's timer late: with Node's default of 5 s, one second was not enough on CI.
 */
const KEEP_ALIVE_TIMEOUT_MS = 15_000;

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
  return serve(
    {
      fetch: app.fetch,
      hostname: config.host,
      port: config.port,
      serverOptions: {
        headersTimeout,
        requestTimeout: config.requestTimeoutMs,
        keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
        // Node enforces both timeouts on this tick (30 s by default): a short timeout needs a shorter tick.
        connectionsCheckingInterval: Math.min(30_000, Math.max(50, Math.floor(headersTimeout / 4))),
      },
    },
    onListening,
    // serve() makes an HTTP/1.1 server unless given createServer: node:http's.
  ) as Server;
}
