import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { MiddlewareHandler } from 'hono';
import { log } from '../observe/logger.ts';

let draining = false;

/** Whether this process is shutting down: /readyz says so, and no connection is kept alive. */
export const isDraining = (): boolean => draining;

/** Keep-alive connections end after their current response once the process drains. */
export const closeWhenDraining: MiddlewareHandler = async (c, next) => {
  await next();
  if (draining) c.res.headers.set('Connection', 'close');
};

export interface DrainOptions {
  server: Server;
  /** SHUTDOWN_GRACE_SECONDS: how long requests in flight may take to finish. */
  graceSeconds: number;
  /** Stops the rest of the process's work once no request is left (leases released, database closed). */
  stopWork: () => Promise<void>;
}

/**
 * A graceful shutdown (docs/operations.md, Shutdown): /readyz turns 503 at once, the listener stops
 * taking connections, requests in flight finish (their connections closing after the response); then the
 * work stops and the process exits 0. Requests still running after the grace period are cut off and the
 * process exits 1.
 *
 * An idle keep-alive connection is not closed here: a balancer may be writing a request into it at that
 * very moment, and it resends no POST that reached a machine (docs/deploy.md, The load balancer). Such a
 * connection ends when its next answer carries `Connection: close`, or when the balancer drops it after
 * its keepalive_timeout, shorter than the server's (server/http/listen.ts).
 */
export function drain({ server, graceSeconds, stopWork }: DrainOptions): Promise<number> {
  draining = true;
  return new Promise((resolve) => {
    let cutOff = false;
    const timer = setTimeout(() => {
      cutOff = true;
      log.warn({ graceSeconds }, 'requests still running at the end of the grace period: cut off');
      server.closeAllConnections();
    }, graceSeconds * 1000);
    timer.unref();
    // node:http's close() would also close the idle connections (above): only the listener stops.
    NetServer.prototype.close.call(server, () => {
      clearTimeout(timer);
      stopWork().then(
        () => resolve(cutOff ? 1 : 0),
        (error: unknown) => {
          log.error({ err: error }, 'shutdown: stopping the background work failed');
          resolve(1);
        },
      );
    });
  });
}
