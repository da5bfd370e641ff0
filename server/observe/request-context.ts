import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { peerIsTrusted, type TrustedProxies } from '../http/client-ip.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** This request's id: in the X-Request-Id header, its log line and every 5xx packet. */
    requestId: string;
    /** The API command called (`module/command`), once dispatch has found it. */
    command: string;
    /** Who called, once authenticated (the log line's account and user). */
    caller: { accountId: number; userId: number };
    /** The command changes nothing (server/activity/command.ts, onlyReads): its success is a debug line. */
    onlyReads: boolean;
  }
}

// What a proxy's id may look like: enough for a UUID or a trace id, nothing a log reader could trip on.
const ID = /^[\w.:-]{1,128}$/;

/**
 * Gives every request an id (docs/operations.md, Logs): a trusted proxy's X-Request-Id, so the proxy's
 * access log and ours name the same request, else a new one. Anyone else's header is not believed.
 */
export const requestId =
  (proxies: TrustedProxies): MiddlewareHandler =>
  async (c, next) => {
    const given = c.req.header('x-request-id');
    const id = given && ID.test(given) && peerIsTrusted(c, proxies) ? given : randomUUID();
    c.set('requestId', id);
    c.header('X-Request-Id', id);
    await next();
  };

/** The request id of `c`, when the middleware ran (it runs first on every request). */
export const requestIdOf = (c: Context): string | undefined => c.get('requestId');
