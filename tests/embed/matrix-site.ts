import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { test } from '@playwright/test';
import { API_ORIGIN, DEMO_PASSWORD } from '../e2e/embedded.ts';
import { serveStaticSite, type SiteFile } from '../e2e/static-site.ts';
import { buildApps } from './apps/build.ts';

// The pages of the embed matrix, all on one origin other than the API's (CONSOLE_ORIGINS lets it in):
// each is what a kind of host page does with the kit, served with the CSP such a page would have.

export const CASES = ['plain', 'react', 'vue', 'cms', 'two-builds', 'shell'] as const;
export type Case = (typeof CASES)[number];
/** Themes made only of the `--console-*` tokens and `::part()`, each on `/theme-<name>.html`. */
export const THEMES = ['dark', 'brand'] as const;
export type Theme = (typeof THEMES)[number];
/** What the tokens page sets on its root: every element must show it somewhere. */
export const PAGE_TOKENS = {
  '--console-text-color': 'rgb(1, 2, 3)',
  '--console-image-placeholder': 'rgb(4, 5, 6)',
};

const root = resolve(import.meta.dirname, '../..');
const kitDir = join(root, 'dist/kit');

// Records the CSP violations of the page, and the kit's events as a plain page sees them.
const PROBE = `window.cspViolations = [];
document.addEventListener('securitypolicyviolation', (event) => window.cspViolations.push(event.violatedDirective));
window.pageEvents = [];
for (const name of ['cancel', 'saved', 'updated', 'toggle', 'rendition-change']) {
  document.addEventListener(name, (event) => {
    if (event instanceof CustomEvent) window.pageEvents.push(event.target.localName + ' ' + name + ' ' + JSON.stringify(event.detail));
  });
}`;

// A CMS admin screen's own stylesheet, as careless as they come.
const CMS_CSS = `* { font: 20px serif !important; color: red }
button { all: unset }
img, picture { display: inline; height: 40px; border: 6px solid red }
p { margin: 0; padding: 8px; border: 1px solid #999 }
.wrap { max-width: 960px; margin: 0 auto }`;

// The CMS screen's own image, which its img rule above styles.
const PLUGIN_ICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"/>')}`;

// What a CMS page of the jQuery era leaves on window and on the built-in prototypes.
const CMS_LEGACY = `window.define = function define() {};
window.define.amd = { jQuery: true };
window.require = function require() {};
window._ = { each: function () {} };
Object.defineProperty(Array.prototype, 'remove', { value: function () {}, enumerable: true, configurable: true });
window.cmsEvents = [];
jQuery(document).on('cancel saved rendition-change', 'profile-panel, resource-panel, image-delivery', function (event) {
  window.cmsEvents.push(this.localName + ' ' + event.type + ' ' + JSON.stringify(event.originalEvent.detail));
});`;

const THEMES_CSS = `body { margin: 0; font-family: system-ui, sans-serif }
body:has(.theme-dark) { background: #0b1120 }
body:has(.theme-brand) { background: #fdf8f3 }
main { max-width: 1000px; margin: 0 auto; padding: 16px; display: flex; flex-direction: column; gap: 16px }
.theme-dark {
  background: #0b1120;
  color: #e5e7eb;
  --console-surface: #111827;
  --console-surface-muted: #1f2937;
  --console-text-color: #f3f4f6;
  --console-muted-color: #9ca3af;
  --console-border-color: #374151;
  --console-accent: #60a5fa;
  --console-accent-text: #0b1120;
  --console-focus-ring: #93c5fd;
  --console-info: #60a5fa;
  --console-success: #4ade80;
  --console-danger: #f87171;
  --console-warning: #facc15;
  --console-sidebar-surface: #030712;
  --console-sidebar-text: #e5e7eb;
}
.theme-brand {
  background: #fdf8f3;
  color: #3b2414;
  font-family: Georgia, serif;
  --console-font-family: Georgia, 'Times New Roman', serif;
  --console-font-size: 15px;
  --console-text-color: #3b2414;
  --console-muted-color: #6b4f3a;
  --console-surface: #fffdf9;
  --console-surface-muted: #f5ebe0;
  --console-border-color: #e0cdb8;
  --console-radius: 2px;
  --console-accent: #9a3412;
  --console-accent-text: #fff;
  --console-focus-ring: #c2410c;
}
.theme-brand profile-panel::part(section) { border-top: 4px solid #9a3412 }
.theme-brand task-status-bar::part(bar) { text-transform: uppercase; letter-spacing: 0.05em }
.tokens { ${Object.entries(PAGE_TOKENS)
  .map(([name, value]) => `${name}: ${value};`)
  .join(' ')} }`;

// Gives the status bar something to show, through the API of the kit at \`kit\`.
const addTasks = (
  kit: string,
) => `import { addTask, completeTask, startTask, updateTask } from '/${kit}/console-api.js';
const running = addTask({ title: 'Import sponsors', description: 'sponsors.csv', total: 40 });
startTask(running);
updateTask(running, { progress: 24, message: 'Row 24 of 40' });
completeTask(addTask({ title: 'Export contacts' }), 'Exported 120 contacts');`;

// Attributes an element needs to show something without a server of its own.
const ELEMENT_ATTRIBUTES: Record<string, string> = {
  'image-delivery':
    'image-key="rXgFEntWUdcfRy_lRDgvhc86bFGgAraC" alt="The arena" width="4" height="3" env="offline" domain="https://images.invalid" path="media"',
  'resource-panel': 'resource="sponsor"',
};

/** Every element of the kit (custom-elements.json), signed out, under the page's tokens. */
function tokensPage(api: string): SiteFile {
  const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8')) as {
    modules: { declarations?: { tagName?: string }[] }[];
  };
  const tags = manifest.modules.flatMap((m) =>
    (m.declarations ?? []).flatMap((d) => (d.tagName ? [d.tagName] : [])),
  );
  const elements = tags.map(
    (tag) =>
      `      <${tag} ${ELEMENT_ATTRIBUTES[tag] ?? ''} api-base="${api}" site-token="demo-site"></${tag}>`,
  );
  return [
    'text/html',
    page(
      'Tokens',
      [
        `    <link rel="stylesheet" href="/themes.css">`,
        script('/kit/console-kit.js'),
        script('/add-tasks.js'),
      ].join('\n'),
      `    <main class="tokens">\n${elements.join('\n')}\n    </main>`,
      api,
    ),
  ];
}

function themePage(theme: Theme, api: string): SiteFile {
  return [
    'text/html',
    page(
      `${theme} theme`,
      [
        `    <link rel="stylesheet" href="/themes.css">`,
        script('/kit/console-kit.js'),
        script('/add-tasks.js'),
      ].join('\n'),
      `    <main class="theme-${theme}">
      <task-status-bar open auto-close-delay="600000"></task-status-bar>
      ${PANELS(api)}
    </main>`,
      api,
    ),
  ];
}

/** A seeded image of the demo account, as a page's own server would render it from its data. */
export interface SeededImage {
  key: string;
  alt: string;
  width: number;
  height: number;
}
export const SEEDED_IMAGE_TITLE = 'Arena at dusk';

/** The seeded image's record, read through the API like any integrator's server would. */
async function seededImage(api: string): Promise<SeededImage> {
  const call = async (command: string, body: object, token = 'demo-site') => {
    const response = await fetch(`${api}/api?${command}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as {
      token?: string;
      payload?: { list: (SeededImage & { title: string; media_key: string })[] };
    };
  };
  const passhash = createHash('sha256').update(DEMO_PASSWORD).digest('hex');
  const { token } = await call('module=user&command=token', { email: 'circuit@demo.test', passhash });
  const { payload } = await call('module=image&command=list', {}, token);
  const record = payload?.list.find((row) => row.title === SEEDED_IMAGE_TITLE);
  if (!record) throw new Error(`The demo seed has no image '${SEEDED_IMAGE_TITLE}'`);
  return { key: record.media_key, alt: record.alt, width: record.width, height: record.height };
}

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

const IMAGE = (api: string, image: SeededImage) =>
  `<image-delivery image-key="${image.key}" alt="${escapeAttribute(image.alt)}" width="${image.width}" height="${image.height}" domain="${api}" path="media"></image-delivery>`;

const PANELS = (api: string) => `<profile-panel api-base="${api}" site-token="demo-site"></profile-panel>
      <resource-panel resource="sponsor" api-base="${api}" site-token="demo-site"></resource-panel>`;
// The plain, CMS and two-builds pages also carry the service and Stripe connections, the status bar
// and an image.
const MORE_PANELS = (api: string, image: SeededImage) => `${PANELS(api)}
      <druidia-connections api-base="${api}" site-token="demo-site"></druidia-connections>
      <stripe-connections api-base="${api}" site-token="demo-site"></stripe-connections>
      <task-status-bar></task-status-bar>
      ${IMAGE(api, image)}`;

// The apps read the API's origin and the image to show from the root's data attributes.
const page = (
  title: string,
  head: string,
  body: string,
  api: string,
  image?: SeededImage,
  lang: PageLanguage = 'en',
) => `<!doctype html>
<html lang="${lang}" data-api="${api}"${image ? ` data-image="${escapeAttribute(JSON.stringify(image))}"` : ''}>
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

/** The languages a case page is served in: `/<case>.html` in English, `/es/<case>.html` in Spanish. */
export type PageLanguage = 'en' | 'es';

function casePage(name: Case, api: string, image: SeededImage, lang: PageLanguage): SiteFile {
  // The API is also where image-delivery's renditions come from.
  const strict = `default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' ${api}; connect-src 'self' ${api}`;
  switch (name) {
    case 'plain':
      return [
        'text/html',
        page(
          'Plain page',
          [script('/probe.js'), script('/kit/console-kit.js'), script('/add-tasks.js')].join('\n'),
          `    <main class="wrap"><h1>Plain page</h1><p>Some page text.</p><button type="button">Page button</button>
      ${MORE_PANELS(api, image)}
    </main>`,
          api,
          undefined,
          lang,
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
          image,
          lang,
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
            script('/add-tasks.js', nonce),
          ].join('\n'),
          `    <div class="wrap"><h1>Site settings</h1><p><img alt="Plugin icon" src="${PLUGIN_ICON}"> Plugin: Rodeo console</p><button type="button">Save settings</button>
      ${MORE_PANELS(api, image)}
    </div>`,
          api,
          undefined,
          lang,
        ),
        // A nonce-based strict CSP: only scripts with the page's nonce, and what they load.
        `default-src 'none'; script-src 'nonce-${nonce}' 'strict-dynamic'; style-src 'nonce-${nonce}'; ` +
          `img-src 'self' data: ${api}; connect-src ${api}; base-uri 'none'; object-src 'none'`,
      ];
    }
    case 'shell':
      return [
        'text/html',
        page(
          'Console on a CMS page',
          [
            '    <link rel="stylesheet" href="/cms.css">',
            script('/probe.js'),
            script('/kit/admin-shell.js'),
            script('/add-tasks.js'),
          ].join('\n'),
          `    <admin-shell network-name="Rodeo Network" api-base="${api}" site-token="demo-site">
      <section><h1>Plugin screen</h1><p>The CMS plugin's own screen, in the shell's slot.</p></section>
    </admin-shell>`,
          api,
          undefined,
          lang,
        ),
        strict,
      ];
    case 'two-builds':
      return [
        'text/html',
        page(
          'Two builds',
          // The profile elements from one copy of the kit, everything from another (another URL, so
          // other module instances: its own React, stores and style registry).
          [
            script('/probe.js'),
            script('/kit/profile-panel.js'),
            script('/kit-b/console-kit.js'),
            script('/add-tasks-b.js'),
          ].join('\n'),
          `    <main class="wrap"><h1>Two builds</h1><p>Some page text.</p>
      ${MORE_PANELS(api, image)}
    </main>`,
          api,
          undefined,
          lang,
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
export function serveMatrixSite(
  port: number,
  apiOrigin: string,
  appsDir: string,
  image: SeededImage,
): Promise<Server> {
  const strict = `default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self' ${apiOrigin}`;
  return serveStaticSite(port, strict, (path) => {
    const name = CASES.find((c) => path === `/${c}.html`);
    if (name) return casePage(name, apiOrigin, image, 'en');
    const spanish = CASES.find((c) => path === `/es/${c}.html`);
    if (spanish) return casePage(spanish, apiOrigin, image, 'es');
    const theme = THEMES.find((t) => path === `/theme-${t}.html`);
    if (theme) return themePage(theme, apiOrigin);
    if (path === '/tokens.html') return tokensPage(apiOrigin);
    if (path === '/themes.css') return ['text/css', THEMES_CSS];
    if (path === '/add-tasks.js') return ['text/javascript', addTasks('kit')];
    // The two-builds page: the status bar there is the second copy's, and so is its task list.
    if (path === '/add-tasks-b.js') return ['text/javascript', addTasks('kit-b')];
    if (path === '/probe.js') return ['text/javascript', PROBE];
    if (path === '/cms.css') return ['text/css', CMS_CSS];
    if (path === '/cms-legacy.js') return ['text/javascript', CMS_LEGACY];
    if (path === '/vendor/jquery.js')
      return fileUnder(join(root, 'node_modules/jquery/dist'), '/vendor/', path);
    return fileUnder(appsDir, '/apps/', path) ?? fileUnder(kitDir, '/kit-b/', path);
  });
}

/**
 * Builds the apps and serves the site on the embedding origin for the spec file's tests; returns the
 * seeded image the pages show, once the tests run.
 */
export function useMatrixSite(): () => SeededImage {
  let server: Server;
  let appsDir: string;
  let image: SeededImage | undefined;
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    image = await seededImage(API_ORIGIN);
    appsDir = await buildApps();
    server = await serveMatrixSite(Number(process.env.E2E_EMBED_PORT), API_ORIGIN, appsDir, image);
  });
  test.afterAll(async () => {
    await new Promise<void>((done) => server.close(() => done()));
    rmSync(appsDir, { recursive: true, force: true });
  });
  return () => image!;
}
