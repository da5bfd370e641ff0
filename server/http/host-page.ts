import { existsSync, readFileSync } from 'node:fs';
import type { Context, Hono } from 'hono';
import type { Config } from '../config.ts';
import { routePreloads } from './route-preloads.ts';
import {
  IMMUTABLE,
  mountStatic,
  representationsOf,
  REVALIDATE,
  sendRepresentation,
  type Representations,
} from './static-files.ts';

export const HOST_DIR = 'dist/host';
const SITE_TOKEN_META = /<meta name="console-site-token" content="[^"]*"/;

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The console at / (docs/architecture.md): the built host app, with the deployment's site token written into its page
 * (the public token of sign-in and registration) and every unknown path answered with that page, so a
 * reload of any route works. False when the host app has not been built.
 */
export function mountHostApp(app: Hono, config: Pick<Config, 'siteToken'>): boolean {
  if (!existsSync(`${HOST_DIR}/index.html`)) return false;
  const html = readFileSync(`${HOST_DIR}/index.html`, 'utf8').replace(
    SITE_TOKEN_META,
    `<meta name="console-site-token" content="${escapeAttribute(config.siteToken)}"`,
  );
  // Each screen's page names the chunks of that screen (route-preloads.ts): one page per screen, built
  // (and compressed) once.
  const preloads = routePreloads(HOST_DIR);
  const pages = new Map<string, Representations>();
  const pageAt = (path: string): Representations => {
    const links = preloads(path);
    let page = pages.get(links);
    if (!page) {
      page = representationsOf(html.replace('</head>', `${links}</head>`), 'text/html; charset=utf-8');
      pages.set(links, page);
    }
    return page;
  };
  // The page is revalidated on every load (a 304 when unchanged), so a new build reaches users; its
  // hashed assets may be kept for good.
  const sendPage = (c: Context) => sendRepresentation(c, pageAt(c.req.path), { 'Cache-Control': REVALIDATE });
  app.get('/', sendPage);
  app.get('/index.html', sendPage);
  mountStatic(app, { prefix: '/assets/', dir: `${HOST_DIR}/assets`, cacheControl: () => IMMUTABLE });
  app.get('*', sendPage);
  return true;
}
