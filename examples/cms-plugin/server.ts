// A stand-in for a CMS backend (a WordPress plugin, a property site's server) that shows console panels to
// its own signed-in staff with no second password: it holds a console API key, asks the console for a
// client secret per page load, and the page hands that secret to the kit. docs/embedding.md walks
// through it. Run: CONSOLE_API=http://127.0.0.1:4173 CONSOLE_API_KEY=ck_... npx tsx examples/cms-plugin/server.ts
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

export interface CmsPluginOptions {
  port: number;
  /** The console's origin: its API and, here, where the page's panels send their calls. */
  consoleApi: string;
  /** The console API key (`ck_...`): server-side only, never sent to the browser. */
  apiKey: string;
  /** The CMS's signed-in staff member. A real plugin takes this from its own session. */
  userEmail: string;
  /** The built kit (`npm run build`), served under /kit/ as a plugin ships it. */
  kitDir?: string;
}

// The panels this page shows, and so the only commands its embed sessions may call.
const PANELS = [{ tag: 'profile-panel' }, { tag: 'resource-panel', resources: ['contact'] }];

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Rodeo CMS: console</title>
    <link rel="stylesheet" href="/plugin.css">
    <script type="module" src="/plugin.js"></script>
    <script type="module" src="/kit/profile-panel.js"></script>
    <script type="module" src="/kit/resource-panel.js"></script>
  </head>
  <body>
    <header><strong>Rodeo CMS</strong> <span>Plugins › Console</span></header>
    <main>
      <h1>Your console account</h1>
      <profile-panel></profile-panel>
      <resource-panel resource="contact"></resource-panel>
    </main>
  </body>
</html>`;

// The kit is told where the console is and how to get a secret: from this server, same origin, so the
// CMS's own session cookie (and, in WordPress, a nonce) is what authorises the request.
const pluginScript = (consoleApi: string) => `import { configureConsole } from '/kit/console-api.js';

configureConsole({
  apiBase: ${JSON.stringify(consoleApi)},
  async fetchEmbedSecret() {
    const response = await fetch('/console-secret', { method: 'POST' });
    const reply = await response.json();
    if (!response.ok) throw new Error(reply.error);
    return reply.client_secret;
  },
});
`;

const PLUGIN_CSS = `body { margin: 0; background: #f0f0f1; font-family: system-ui, sans-serif; }
header { display: flex; gap: 12px; padding: 10px 16px; background: #1d2327; color: #f0f0f1; }
main { max-width: 1100px; margin: 0 auto; padding: 16px; display: flex; flex-direction: column; gap: 24px; }
h1 { margin: 0; font-size: 22px; }`;

/** The kit's files under /kit/, and nothing outside the kit's folder. */
export async function kitFile(
  kitDir: string,
  path: string,
): Promise<[type: string, body: Buffer] | undefined> {
  const file = normalize(join(kitDir, path.replace(/^\/kit\//, '/')));
  if (!path.startsWith('/kit/') || !file.startsWith(kitDir)) return undefined;
  try {
    return [extname(file) === '.js' ? 'text/javascript' : 'application/json', await readFile(file)];
  } catch {
    return undefined;
  }
}

/** Asks the console for a client secret for the signed-in staff member, with the API key. */
async function embedSecret(options: CmsPluginOptions, origin: string): Promise<[number, object]> {
  const response = await fetch(`${options.consoleApi}/api?module=embed&command=create`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${options.apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: options.userEmail, panels: PANELS, origin }),
  }).catch(() => undefined);
  if (!response) return [502, { error: 'The console could not be reached' }];
  const packet = (await response.json()) as {
    payload?: { client_secret: string };
    errors: { title: string; detail?: string }[];
  };
  if (!response.ok || !packet.payload) {
    const error = packet.errors[0];
    return [502, { error: `The console refused: ${error?.detail ?? error?.title ?? response.status}` }];
  }
  return [200, { client_secret: packet.payload.client_secret }];
}

export function startCmsPlugin(options: CmsPluginOptions): Promise<Server> {
  const kitDir = options.kitDir ?? resolve(import.meta.dirname, '../../dist/kit');
  const origin = `http://127.0.0.1:${options.port}`;
  const csp = `default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self' ${options.consoleApi}`;

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const send = (status: number, type: string, body: string | Buffer) => {
      response.writeHead(status, { 'Content-Type': type, 'Content-Security-Policy': csp });
      response.end(body);
    };
    const path = new URL(request.url ?? '/', origin).pathname;
    if (path === '/console-secret' && request.method === 'POST') {
      // Only this site's own pages may ask: a cross-site form post gets nothing.
      if (request.headers.origin !== origin) return send(403, 'application/json', '{"error":"Forbidden"}');
      const [status, body] = await embedSecret(options, origin);
      return send(status, 'application/json', JSON.stringify(body));
    }
    if (path === '/') return send(200, 'text/html', page);
    if (path === '/plugin.js') return send(200, 'text/javascript', pluginScript(options.consoleApi));
    if (path === '/plugin.css') return send(200, 'text/css', PLUGIN_CSS);
    const kit = await kitFile(kitDir, path);
    return kit ? send(200, ...kit) : send(404, 'text/plain', 'Not found');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      response.writeHead(500).end();
    });
  });
  return new Promise((done) => server.listen(options.port, '127.0.0.1', () => done(server)));
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const { CONSOLE_API, CONSOLE_API_KEY, CMS_USER_EMAIL, PORT } = process.env;
  if (!CONSOLE_API || !CONSOLE_API_KEY) {
    console.error('Set CONSOLE_API (the console origin) and CONSOLE_API_KEY (an API key, ck_...)');
    process.exit(1);
  }
  const port = Number(PORT ?? 8080);
  await startCmsPlugin({
    port,
    consoleApi: CONSOLE_API.replace(/\/+$/, ''),
    apiKey: CONSOLE_API_KEY,
    userEmail: CMS_USER_EMAIL ?? 'user@demo.test',
  });
  console.log(
    `CMS plugin page on http://127.0.0.1:${port}/ (add that origin to the console's CONSOLE_ORIGINS)`,
  );
}
