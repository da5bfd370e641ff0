// Serves the react-admin side-by-side (tests/bench/react-admin-app.ts) for `npm run bench:ui`: its built
// files, gzipped as the console's are compressed, and /api passed through to the console's server, so
// both apps call the same API from their own origin (no CORS preflight on either side).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { extname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

export function serveReactAdmin(port: number, dir: string, apiOrigin: string): Promise<Server> {
  const compressed = new Map<string, Buffer>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/api') {
      const upstream = request(
        `${apiOrigin}${url.pathname}${url.search}`,
        { method: req.method, headers: { ...req.headers, host: new URL(apiOrigin).host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    const asked = resolve(dir, `.${url.pathname}`);
    const file =
      asked.startsWith(dir) && existsSync(asked) && statSync(asked).isFile()
        ? asked
        : resolve(dir, 'index.html');
    let body = compressed.get(file);
    if (!body) compressed.set(file, (body = gzipSync(readFileSync(file), { level: 9 })));
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Encoding': 'gzip',
      'Cache-Control': file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    res.end(body);
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}
