import type { Server } from 'node:http';
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
  server: Pick<Server, 'close' | 'closeIdleConnections' | 'closeAllConnections'>;
  /** SHUTDOWN_GRACE_SECONDS: how long requests in flight may take to finish. */
  graceSeconds: number;
  /** Stops the rest of the process's work once no request is left (leases released, database closed). */
  stopWork: () => Promise<void>;
}

/**
 * A graceful shutdown (docs/operations.md, Shutdown): /readyz turns 503 at once, the listener stops
 * taking connections, idle keep-alive connections close, requests in flight finish (their connections
 * closing after the response); then the work stops and the process exits 0. Requests still running after
 * the grace period are cut off and the process exits 1.
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
    server.close(() => {
      clearTimeout(timer);
      stopWork().then(
        () => resolve(cutOff ? 1 : 0),
        (error: unknown) => {
          log.error({ err: error }, 'shutdown: stopping the background work failed');
          resolve(1);
        },
      );
    });
    server.closeIdleConnections();
  });
}
