import { existsSync, readFileSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { Config } from '../config.ts';

const HOST_DIR = 'dist/host';
const SITE_TOKEN_META = /<meta name="console-site-token" content="[^"]*"/;

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The console at / (DESIGN.md): the built host app, with the deployment's site token written into its page
 * (the public token of sign-in and registration) and every unknown path answered with that page, so a
 * reload of any route works. False when the host app has not been built.
 */
export function mountHostApp(app: Hono, config: Pick<Config, 'siteToken'>): boolean {
  if (!existsSync(`${HOST_DIR}/index.html`)) return false;
  const page = readFileSync(`${HOST_DIR}/index.html`, 'utf8').replace(
    SITE_TOKEN_META,
    `<meta name="console-site-token" content="${escapeAttribute(config.siteToken)}"`,
  );
  // The page itself is never cached, so a new build reaches users; its hashed assets may be kept for good.
  const sendPage = () =>
    new Response(page, {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' },
    });
  app.get('/', sendPage);
  app.get('/index.html', sendPage);
  app.use(
    '/assets/*',
    serveStatic({
      root: HOST_DIR,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.get('*', sendPage);
  return true;
}
