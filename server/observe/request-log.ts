import type { MiddlewareHandler } from 'hono';
import { log } from './logger.ts';
import { requests } from './metrics.ts';

// Paths outside /api named in metrics by their first segment; anything else is the console's page. A
// bounded set: a label per path anyone can type would grow the metrics without end.
const AREAS = new Set([
  'media',
  'kit',
  'assets',
  'webhooks',
  'stripe-sim',
  'unsubscribe',
  'healthz',
  'readyz',
]);

const PROBES = new Set(['/healthz', '/readyz']);

const areaOf = (path: string): string => {
  const first = path.split('/')[1] ?? '';
  return AREAS.has(first) ? first : 'page';
};

// A media key and an unsubscribe token are the secrets of their URLs: the log names the route, not them.
const SECRET_SEGMENTS = /^\/(media|unsubscribe)\/[^/]+/;
const loggedPath = (path: string): string =>
  path.replace(SECRET_SEGMENTS, (_whole, area: string) => `/${area}/${area === 'media' ? ':key' : ':token'}`);

/**
 * One log line and one metric sample per request (docs/operations.md, Logs and Metrics). The path only:
 * a query string may hold a password hash (user/token) or a token, so none is ever written; an API call is
 * named by its module and command, once dispatch knows them.
 */
export const requestLog: MiddlewareHandler = async (c, next) => {
  const started = performance.now();
  await next();
  const seconds = (performance.now() - started) / 1000;
  const status = c.res.status;
  const [module = 'http', command = areaOf(c.req.path)] = c.get('command')?.split('/') ?? [];
  requests.observe({ module, command, status: String(status) }, seconds);
  const caller = c.get('caller');
  const line = {
    reqId: c.get('requestId'),
    method: c.req.method,
    path: loggedPath(c.req.path),
    ...(c.get('command') ? { module, command } : {}),
    status,
    ms: Math.round(seconds * 10_000) / 10,
    ...(caller ? { accountId: caller.accountId, userId: caller.userId } : {}),
  };
  if (status >= 500) log.error(line, 'request failed');
  // A load balancer's probes, every few seconds from each, would drown the requests people made; a read's
  // line would cost a list a third of its server time (docs/performance.md) and say nothing that changed.
  else if (PROBES.has(c.req.path) || (c.get('onlyReads') && status < 400)) log.debug(line, 'request');
  else log.info(line, 'request');
};
