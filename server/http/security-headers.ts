import type { MiddlewareHandler } from 'hono';

// The console keeps styles in constructable sheets (no inline <style>), so a strict CSP fits the host app.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const headers = c.res.headers;
  headers.set('Referrer-Policy', 'no-referrer');
  headers.set('X-Content-Type-Options', 'nosniff');
  if (c.req.path === '/api' || c.req.path.startsWith('/api/')) headers.set('Cache-Control', 'no-store');
  if (headers.get('Content-Type')?.startsWith('text/html')) {
    headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  }
};
