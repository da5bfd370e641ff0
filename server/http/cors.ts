import type { MiddlewareHandler } from 'hono';

const METHODS = 'GET,POST,PUT,DELETE';
const HEADERS = 'Authorization,Content-Type';
// Seconds a browser keeps a preflight's answer.
const MAX_AGE = '600';

/**
 * CORS for the API: `allowed` origins (the operator's CONSOLE_ORIGINS) may call it with bearer tokens and
 * no cookies, any other origin gets no CORS header at all. Not hono's cors middleware: it appends `Vary`
 * after the handler, to a finished answer, which makes @hono/node-server rebuild that answer as a fetch
 * Response and write it back out through a web stream, a tenth of the server's CPU for a list
 * (docs/performance.md, "Issue 38"). Here the headers are set before the handler, and its answer carries
 * them as it is made.
 */
export const apiCors =
  (allowed: (origin: string) => boolean): MiddlewareHandler =>
  async (c, next) => {
    const origin = c.req.header('origin');
    const allow = origin !== undefined && allowed(origin);
    if (c.req.method === 'OPTIONS') {
      return c.body(null, 204, {
        Vary: 'Origin',
        ...(allow
          ? {
              'Access-Control-Allow-Origin': origin,
              'Access-Control-Allow-Methods': METHODS,
              'Access-Control-Allow-Headers': HEADERS,
              'Access-Control-Max-Age': MAX_AGE,
            }
          : {}),
      });
    }
    // Headers for the answer to come, which c.json starts from. Not `c.res` before the handler: hono would
    // then rebuild the handler's answer around it, the slow way above.
    if (allow) c.header('Access-Control-Allow-Origin', origin);
    c.header('Vary', 'Origin', { append: true });
    await next();
    // A Response a handler makes itself (an export, the live stream, a service's test) has none of them.
    const headers = c.res.headers;
    if (allow && !headers.has('Access-Control-Allow-Origin'))
      headers.set('Access-Control-Allow-Origin', origin);
    if (!/\bOrigin\b/i.test(headers.get('Vary') ?? '')) headers.append('Vary', 'Origin');
  };
