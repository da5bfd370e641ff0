import type { MiddlewareHandler } from 'hono';

// The console keeps styles in constructable sheets (no inline <style>), so a strict CSP fits the host app.
const directives = (formAction: string, scriptSrc = "'self'") => [
  "default-src 'self'",
  `script-src ${scriptSrc}`,
  "style-src 'self'",
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  `form-action ${formAction}`,
  "frame-ancestors 'none'",
];

export const CONTENT_SECURITY_POLICY = directives("'self'").join('; ');

/**
 * The policy of a page whose form posts here and is then redirected to `origin`: Chromium applies
 * form-action to the redirect too, so a Stripe return to an embedding site (CONSOLE_ORIGINS) needs it named.
 */
export const policyWithFormTarget = (origin: string): string => directives(`'self' ${origin}`).join('; ');

/**
 * The console page's policy when it carries the inline script that sends its screen's first request
 * (server/http/early-request.ts): that script alone, by its hash, is allowed besides the origin's files.
 */
export const policyWithScript = (hashSource: string): string =>
  directives("'self'", `'self' ${hashSource}`).join('; ');

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const headers = c.res.headers;
  headers.set('Referrer-Policy', 'no-referrer');
  headers.set('X-Content-Type-Options', 'nosniff');
  if (c.req.path === '/api' || c.req.path.startsWith('/api/')) headers.set('Cache-Control', 'no-store');
  // A page that set its own (stricter or wider by one origin, see policyWithFormTarget) keeps it.
  if (headers.get('Content-Type')?.startsWith('text/html') && !headers.has('Content-Security-Policy')) {
    headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  }
};
