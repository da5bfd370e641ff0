import type { Server } from 'node:http';
import { serveStaticSite, type SiteFile } from './static-site.ts';

// A property site on its own origin that embeds one panel per page, as docs/embedding.md shows it, under
// the strictest usual CSP plus connect-src for the API's origin.

export const EMBEDDED_TAGS = ['profile-panel', 'druidia-connections', 'stripe-connections'] as const;
export type EmbeddedTag = (typeof EMBEDDED_TAGS)[number];

const page = (tag: EmbeddedTag, apiOrigin: string, kitOrigin: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Property site: ${tag}</title>
    <link rel="stylesheet" href="/site.css">
    <script type="module" src="/watch-csp.js"></script>
    <script type="module" src="${kitOrigin}/kit/${tag}.js"></script>
    <script type="module" src="${kitOrigin}/kit/task-status-bar.js"></script>
  </head>
  <body>
    <main>
      <h1>Rodeo property site</h1>
      <${tag} api-base="${apiOrigin}" site-token="demo-site"></${tag}>
      <task-status-bar></task-status-bar>
    </main>
  </body>
</html>`;

const SITE_CSS = `body { margin: 0; background: #f9fafb; font-family: system-ui, sans-serif; }
main { max-width: 960px; margin: 0 auto; padding: 16px; display: flex; flex-direction: column; gap: 16px; }
h1 { margin: 0; font-size: 20px; }`;

const WATCH_CSP = `window.cspViolations = [];
document.addEventListener('securitypolicyviolation', (event) => window.cspViolations.push(event.violatedDirective));`;

/**
 * Serves `/<tag>.html` for each embedded tag and the built kit under /kit/, on `port`. With `kitOrigin`
 * the pages load the kit from there instead (the console's own `/kit/`, as docs/embedding.md shows).
 */
export function serveEmbeddingSite(port: number, apiOrigin: string, kitOrigin = ''): Promise<Server> {
  const csp = `default-src 'self'; script-src 'self' ${kitOrigin}; style-src 'self'; connect-src 'self' ${apiOrigin}`;
  return serveStaticSite(port, csp, (path): SiteFile | undefined => {
    const tag = EMBEDDED_TAGS.find((name) => path === `/${name}.html`);
    if (tag) return ['text/html', page(tag, apiOrigin, kitOrigin)];
    if (path === '/site.css') return ['text/css', SITE_CSS];
    if (path === '/watch-csp.js') return ['text/javascript', WATCH_CSP];
    return undefined;
  });
}
