import type { MiddlewareHandler } from 'hono';

/**
 * A request refused before its body was read to the end (no token, too large, a bad upload) leaves the
 * rest of that body on the connection; kept alive, the connection would take it for the next request and
 * silently lose that one. Any refusal of a request that carries a body therefore ends the connection
 * (`Connection: close`); the client opens a new one (docs/security.md "Bad input and uploads").
 */
export const closeOnRefusal: MiddlewareHandler = async (c, next) => {
  await next();
  const carriesBody =
    Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined;
  if (carriesBody && c.res.status >= 400) c.res.headers.set('Connection', 'close');
};
