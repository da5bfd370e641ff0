import { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { badRequest } from './failure.ts';

// Why the API reads its JSON bodies from Node's request itself (docs/performance.md, "Issue 38"): through
// hono, the first look at a body (its size limit's `c.req.raw.body`, then `c.req.text()`) makes
// @hono/node-server build a whole fetch Request with a web ReadableStream over Node's stream, about a tenth
// of the server's CPU for a list or a contact create. Node's request, read as plain chunks, gives the same
// text; uploads (multipart) and tests' app.request, which has no Node request, keep hono's way.

/** Node's request under @hono/node-server (`c.env.incoming`); none under app.request. */
const incomingOf = (c: Context): IncomingMessage | undefined => {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  return incoming instanceof IncomingMessage ? incoming : undefined;
};

// Chunked (no Content-Length): only reading tells the size, which hono's limit does as it reads.
const chunked = (c: Context): boolean =>
  c.req.header('transfer-encoding') !== undefined || c.req.header('content-length') === undefined;

/**
 * hono's body limit, but a body that says its length is judged by that alone, without building a Request:
 * Node's parser never reads past the Content-Length it was given.
 */
export function limitBody(maxSize: number, onError: (c: Context) => Response): MiddlewareHandler {
  const limited = bodyLimit({ maxSize, onError });
  return (c, next) => {
    if (chunked(c)) return limited(c, next);
    return Number.parseInt(c.req.header('content-length') ?? '0', 10) > maxSize
      ? Promise.resolve(onError(c))
      : next();
  };
}

/**
 * The body as text, decoded as UTF-8 as `c.req.text()` decodes it (a leading byte order mark dropped). A
 * client that goes away before its body ends gets a 400, like any malformed body.
 */
export async function bodyText(c: Context): Promise<string> {
  const incoming = incomingOf(c);
  if (!incoming || incoming.readableDidRead || chunked(c)) return c.req.text();
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
  } catch {
    throw badRequest('The request body ended before its Content-Length');
  }
  const text = Buffer.concat(chunks).toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
