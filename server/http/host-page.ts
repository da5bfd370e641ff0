import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Context, Hono } from 'hono';
import { GATE_WORKER_PATH } from '../../lib/checkin/device-names.ts';
import type { Config } from '../config.ts';
import { earlyScript } from './early-request.ts';
import { routePreloads } from './route-preloads.ts';
import { policyWithScript } from './security-headers.ts';
import {
  IMMUTABLE,
  loadFile,
  mountStatic,
  representationsOf,
  REVALIDATE,
  sendRepresentation,
  type Representations,
} from './static-files.ts';

export const HOST_DIR = 'dist/host';
// Pages kept built: one per screen and list state asked for lately.
const KEPT_PAGES = 500;
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
  // Each screen's page names the chunks of that screen (route-preloads.ts) and, signed in, sends its first
  // request (early-request.ts): built (and compressed) once per screen and list state, the most recent
  // few hundred kept.
  const preloads = routePreloads(HOST_DIR);
  const pages = new Map<string, { page: Representations; policy?: string }>();
  const pageAt = (path: string, search: string) => {
    const links = preloads(path);
    const early = earlyScript(path, search);
    const key = `${links}${early?.html ?? ''}`;
    let page = pages.get(key);
    if (!page) {
      // The script goes first in the head, ahead of the stylesheet an inline script would wait for.
      // (Replaced by functions: an address's text in the script may hold `$&`.)
      const text = html
        .replace('<head>', () => `<head>${early?.html ?? ''}`)
        .replace('</head>', () => `${links}</head>`);
      page = {
        page: representationsOf(text, 'text/html; charset=utf-8'),
        ...(early ? { policy: policyWithScript(early.hashSource) } : {}),
      };
      if (pages.size >= KEPT_PAGES) pages.delete(pages.keys().next().value!);
      pages.set(key, page);
    }
    return page;
  };
  // The page is revalidated on every load (a 304 when unchanged), so a new build reaches users; its
  // hashed assets may be kept for good. It holds nobody's data (the script reads the token in the
  // browser), so a shared cache may keep it too; its policy names the hash of its own script.
  const sendPage = (c: Context) => {
    const { page, policy } = pageAt(c.req.path, new URL(c.req.url).search);
    return sendRepresentation(c, page, {
      'Cache-Control': REVALIDATE,
      ...(policy ? { 'Content-Security-Policy': policy } : {}),
    });
  };
  // The gate screen's service worker (docs/tickets.md, offline): its own fixed address, revalidated like
  // the page so that a new build reaches the gates.
  const gateWorker = loadFile(resolve(HOST_DIR, 'checkin-sw.js'));
  app.get(GATE_WORKER_PATH, async (c) => {
    const file = await gateWorker;
    return file ? sendRepresentation(c, file, { 'Cache-Control': REVALIDATE }) : c.text('Not found', 404);
  });
  app.get('/', sendPage);
  app.get('/index.html', sendPage);
  mountStatic(app, { prefix: '/assets/', dir: `${HOST_DIR}/assets`, cacheControl: () => IMMUTABLE });
  app.get('*', sendPage);
  return true;
}
