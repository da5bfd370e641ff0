import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';

/** What a built file is sent as: its bytes, and the same bytes compressed where that is smaller. */
export interface Representations {
  type: string;
  /** A strong validator of the content; each encoding gets its own (RFC 9110 8.8.3). */
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Hashed file names (vite.config.ts) never change content: browsers and CDNs may keep them for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Entries and pages keep their names across builds: a browser asks each time whether its copy is current. */
export const REVALIDATE = 'no-cache';

const tagOf = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('base64url').slice(0, 22);

/** The encodings the request accepts (q > 0), brotli first. */
function acceptedEncodings(header: string | undefined): Encoding[] {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)).find(Boolean);
    if (name.trim()) accepted.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const wants = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).filter(wants);
}

const matches = (ifNoneMatch: string | undefined, etag: string): boolean =>
  !!ifNoneMatch &&
  (ifNoneMatch.trim() === '*' ||
    ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));

/**
 * Answers with the smallest representation the browser accepts (`Vary: Accept-Encoding` whenever there is
 * a choice), a strong ETag, and 304 to an `If-None-Match` that names it.
 */
export function sendRepresentation(
  c: Context,
  file: Representations,
  headers: Record<string, string>,
): Response {
  const encoding = acceptedEncodings(c.req.header('Accept-Encoding')).find((name) => file[name]);
  const etag = `"${file.etag}${encoding ? `-${encoding}` : ''}"`;
  const common: Record<string, string> = { ...headers, ETag: etag };
  if (file.br || file.gzip) common.Vary = 'Accept-Encoding';
  if (matches(c.req.header('If-None-Match'), etag))
    return new Response(null, { status: 304, headers: common });
  const body = encoding ? file[encoding]! : file.identity;
  return new Response(c.req.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), {
    headers: {
      ...common,
      'Content-Type': file.type,
      'Content-Length': String(body.length),
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    },
  });
}

/** A page made at start (the host page with its site token): compressed once, here. */
export function representationsOf(text: string, type: string): Representations {
  const identity = Buffer.from(text);
  return {
    type,
    etag: tagOf(identity),
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** A built file and its precompressed siblings (elements/runtime/vite-precompress.ts), read once. */
export async function loadFile(path: string): Promise<Representations | undefined> {
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  const identity = await readFile(path);
  const sibling = (encoding: Encoding) => readFile(path + SUFFIX[encoding]).catch(() => undefined);
  const [br, gzip] = await Promise.all([sibling('br'), sibling('gzip')]);
  return {
    type: getMimeType(path) ?? 'application/octet-stream',
    etag: tagOf(identity),
    identity,
    ...(br ? { br } : {}),
    ...(gzip ? { gzip } : {}),
  };
}

// Decoded segments that start with no dot: no way out of the folder, no dot files or folders (the
// build's .vite records). The precompressed siblings are reached through Accept-Encoding only.
const SAFE_PATH = /^(?:[\w@~+-][\w.@~+-]*\/)*[\w@~+-][\w.@~+-]*$/;
const SIBLING = /\.(?:br|gz)$/;

export interface StaticMount {
  /** The URL prefix, with its trailing slash: '/kit/'. */
  prefix: string;
  /** The folder its files come from. */
  dir: string;
  /** Cache-Control of a file, by its path under the prefix. */
  cacheControl: (relative: string) => string;
  /** Extra headers on every answer (CORS for the kit). */
  headers?: Record<string, string>;
}

/**
 * Serves a build folder under a prefix: each file read once and kept (a build does not change under a
 * running server), sent by sendRepresentation. A path with no file answers 404 rather than the console
 * page, so a missing chunk fails as a script error instead of as HTML.
 */
export function mountStatic(app: Hono, mount: StaticMount): void {
  const files = new Map<string, Promise<Representations | undefined>>();
  const dir = resolve(mount.dir);
  app.get(`${mount.prefix}*`, async (c) => {
    const headers = mount.headers ?? {};
    let relative: string;
    try {
      relative = decodeURIComponent(c.req.path.slice(mount.prefix.length));
    } catch {
      return c.text('Not found', 404, headers);
    }
    if (!SAFE_PATH.test(relative) || SIBLING.test(relative)) {
      return c.text('Not found', 404, headers);
    }
    let file = files.get(relative);
    if (!file) {
      file = loadFile(join(dir, relative));
      files.set(relative, file);
    }
    const found = await file;
    if (!found) {
      files.delete(relative);
      return c.text('Not found', 404, headers);
    }
    return sendRepresentation(c, found, { ...headers, 'Cache-Control': mount.cacheControl(relative) });
  });
}
