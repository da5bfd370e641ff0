import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import { kitFile } from '../../examples/cms-plugin/server.ts';

const kitDir = resolve(import.meta.dirname, '../../dist/kit');

/** A page or asset of a test site: its content type, body, and its own CSP when it differs from the site's. */
export type SiteFile = [type: string, body: string | Buffer, csp?: string];

/**
 * A stand-in for a property site or CMS page on its own origin: the given files, and the built kit under
 * /kit/ (read-only, nothing outside dist/kit), every answer under `csp`. `port` 0 picks a free one.
 */
export function serveStaticSite(
  port: number,
  csp: string,
  files: (path: string) => SiteFile | undefined,
): Promise<Server> {
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const send = (type: string, body: string | Buffer, status = 200, policy = csp) => {
      response.writeHead(status, { 'Content-Type': type, 'Content-Security-Policy': policy });
      response.end(body);
    };
    const own = files(path);
    if (own) return send(own[0], own[1], 200, own[2]);
    const [type, body] = (await kitFile(kitDir, path)) ?? [];
    if (type && body) return send(type, body);
    send('text/plain', 'Not found', 404);
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}
