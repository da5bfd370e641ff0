import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { serveStaticSite, type SiteFile } from '../e2e/static-site.ts';

// The pages of the embed matrix, all on one origin other than the API's (CONSOLE_ORIGINS lets it in):
// each is what a kind of host page does with the kit, served with the CSP such a page would have.

export const CASES = ['plain', 'react', 'vue', 'cms', 'two-builds'] as const;
export type Case = (typeof CASES)[number];

const root = resolve(import.meta.dirname, '../..');
const kitDir = join(root, 'dist/kit');

// Records the CSP violations of the page, and the kit's events as a plain page sees them.
const PROBE = `window.cspViolations = [];
document.addEventListener('securitypolicyviolation', (event) => window.cspViolations.push(event.violatedDirective));
window.pageEvents = [];
for (const name of ['cancel', 'saved', 'updated', 'toggle']) {
  document.addEventListener(name, (event) => {
    if (event instanceof CustomEvent) window.pageEvents.push(event.target.localName + ' ' + name + ' ' + JSON.stringify(event.detail));
  });
}`;

// A CMS admin screen's own stylesheet, as careless as they come.
const CMS_CSS = `* { font: 20px serif !important; color: red }
button { all: unset }
p { margin: 0; padding: 8px; border: 1px solid #999 }
.wrap { max-width: 960px; margin: 0 auto }`;

// What a CMS page of the jQuery era leaves on window and on the built-in prototypes.
const CMS_LEGACY = `window.define = function define() {};
window.define.amd = { jQuery: true };
window.require = function require() {};
window._ = { each: function () {} };
Object.defineProperty(Array.prototype, 'remove', { value: function () {}, enumerable: true, configurable: true });
window.cmsEvents = [];
jQuery(document).on('cancel saved', 'profile-panel, resource-panel', function (event) {
  window.cmsEvents.push(this.localName + ' ' + event.type + ' ' + JSON.stringify(event.originalEvent.detail));
});`;

const PANELS = (api: string) => `<profile-panel api-base="${api}" site-token="demo-site"></profile-panel>
      <resource-panel resource="sponsor" api-base="${api}" site-token="demo-site"></resource-panel>`;

const page = (title: string, head: string, body: string, api: string) => `<!doctype html>
<html lang="en" data-api="${api}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${title}</title>
${head}
  </head>
  <body>
${body}
  </body>
</html>`;

const script = (src: string, nonce?: string, module = true) =>
  `    <script${module ? ' type="module"' : ''}${nonce ? ` nonce="${nonce}"` : ''} src="${src}"></script>`;

function casePage(name: Case, api: string): SiteFile {
  const strict = `default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self' ${api}`;
  switch (name) {
    case 'plain':
      return [
        'text/html',
        page(
          'Plain page',
          [script('/probe.js'), script('/kit/console-kit.js')].join('\n'),
          `    <main class="wrap"><h1>Plain page</h1><p>Some page text.</p><button type="button">Page button</button>
      ${PANELS(api)}
    </main>`,
          api,
        ),
        strict,
      ];
    case 'react':
    case 'vue':
      return [
        'text/html',
        page(
          `${name} app`,
          [script('/probe.js'), script('/kit/console-kit.js'), script(`/apps/${name}-app.js`)].join('\n'),
          '    <div id="app"></div>',
          api,
        ),
        // Vue's full build compiles the in-page template with new Function().
        name === 'vue' ? strict.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'") : strict,
      ];
    case 'cms': {
      const nonce = randomBytes(16).toString('base64');
      return [
        'text/html',
        page(
          'Site settings ‹ CMS',
          [
            `    <style nonce="${nonce}">${CMS_CSS}</style>`,
            script('/vendor/jquery.js', nonce, false),
            script('/cms-legacy.js', nonce, false),
            script('/probe.js', nonce),
            script('/kit/console-kit.js', nonce),
          ].join('\n'),
          `    <div class="wrap"><h1>Site settings</h1><p>Plugin: Rodeo console</p><button type="button">Save settings</button>
      ${PANELS(api)}
    </div>`,
          api,
        ),
        // A nonce-based strict CSP: only scripts with the page's nonce, and what they load.
        `default-src 'none'; script-src 'nonce-${nonce}' 'strict-dynamic'; style-src 'nonce-${nonce}'; ` +
          `img-src 'self' data:; connect-src ${api}; base-uri 'none'; object-src 'none'`,
      ];
    }
    case 'two-builds':
      return [
        'text/html',
        page(
          'Two builds',
          // The profile elements from one copy of the kit, everything from another (another URL, so
          // other module instances: its own React, stores and style registry).
          [script('/probe.js'), script('/kit/profile-panel.js'), script('/kit-b/console-kit.js')].join('\n'),
          `    <main class="wrap"><h1>Two builds</h1><p>Some page text.</p>
      ${PANELS(api)}
    </main>`,
          api,
        ),
        strict,
      ];
  }
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json' };

/** A file under `dir` for the URL path under `prefix`, or undefined outside it. */
function fileUnder(dir: string, prefix: string, path: string): SiteFile | undefined {
  if (!path.startsWith(prefix)) return undefined;
  const file = normalize(join(dir, path.slice(prefix.length)));
  if (!file.startsWith(dir)) return undefined;
  try {
    return [TYPES[extname(file)] ?? 'application/octet-stream', readFileSync(file)];
  } catch {
    return undefined;
  }
}

/** Serves `/<case>.html` for every case, the apps built into `appsDir`, and the kit under /kit/ and /kit-b/. */
export function serveMatrixSite(port: number, apiOrigin: string, appsDir: string): Promise<Server> {
  return serveStaticSite(port, "default-src 'self'", (path) => {
    const name = CASES.find((c) => path === `/${c}.html`);
    if (name) return casePage(name, apiOrigin);
    if (path === '/probe.js') return ['text/javascript', PROBE];
    if (path === '/cms-legacy.js') return ['text/javascript', CMS_LEGACY];
    if (path === '/vendor/jquery.js')
      return fileUnder(join(root, 'node_modules/jquery/dist'), '/vendor/', path);
    return fileUnder(appsDir, '/apps/', path) ?? fileUnder(kitDir, '/kit-b/', path);
  });
}
