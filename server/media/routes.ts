import { Readable } from 'node:stream';
import type { Context, Hono } from 'hono';
import {
  DEFAULT_IMAGE_PATH,
  isRenditionFormat,
  isRenditionWidth,
  MEDIA_KEY_PATTERN,
  RENDITION_WIDTHS,
} from '../../lib/media/renditions.ts';
import type { Command } from '../../lib/protocol/command.ts';
import { uploadFieldsSchema, type MediaKind } from '../../lib/protocol/media.ts';
import { RESOURCES } from '../../lib/resources/registry.ts';
import { clientIp } from '../http/client-ip.ts';
import { authenticate, type Deps } from '../http/dispatch.ts';
import { badRequest } from '../http/failure.ts';
import { checkInputText, requestedCommand } from '../http/input.ts';
import { issuesText } from '../http/issues.ts';
import { okPacket } from '../http/packets.ts';
import { takeHit, tryAgainIn } from '../throttle/counter.ts';
import { imageFacts } from './image-facts.ts';
import { toMediaRecord } from './media-rows.ts';
import { discard, receiveUpload } from './receive-upload.ts';
import { assertRoom } from './quota.ts';
import { RENDITION_MIME, renditionOf } from './renditions.ts';
import { mediaDirs } from './storage.ts';
import { maxUploadBytes, storeMedia } from './store.ts';

// The `upload` command of every area whose records show an upload (image, file): one table, the areas'.
const UPLOADS: Record<string, { kind: MediaKind; command: Command }> = Object.fromEntries(
  RESOURCES.flatMap((resource) =>
    resource.upload && resource.commands.upload
      ? [[`${resource.name}/upload`, { kind: resource.upload, command: resource.commands.upload }]]
      : [],
  ),
);

// Renditions never change under their URL (a new original gets a new key), so caches may keep them a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A multipart upload command, streamed: it is answered here, before the /api body limit and dispatch,
 * which would buffer the whole body. Anything else, an upload command sent as JSON included, goes on to
 * dispatch (whose upload handlers then say how to send a file).
 */
async function upload(c: Context, deps: Deps, next: () => Promise<void>): Promise<Response | void> {
  const route = UPLOADS[requestedCommand(c)];
  if (!route || !c.req.header('content-type')?.startsWith('multipart/form-data')) return next();
  const session = await authenticate(c, route.command, deps);
  // A full account is told so before a byte of the body is read.
  await assertRoom(deps.db, deps.config, session.accountId, 0);
  const { fields, file } = await receiveUpload(
    c.req.raw,
    mediaDirs(deps.config).staging,
    maxUploadBytes(deps.config, route.kind),
  );
  try {
    checkInputText(fields);
    const input = uploadFieldsSchema.safeParse(fields);
    if (!input.success) throw badRequest(issuesText(input.error.issues));
    const row = await storeMedia(deps.db, deps.config, {
      kind: route.kind,
      accountId: session.accountId,
      userId: session.userId,
      name: input.data.name,
      file,
    });
    return okPacket(c, route.command.response.parse(toMediaRecord(row)));
  } finally {
    await discard(file);
  }
}

const plain = (c: Context, status: 404, text: string): Response =>
  c.text(text, status, { 'Cache-Control': 'no-store' });

const matchesEtag = (header: string | undefined, etag: string): boolean =>
  !!header && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');

class RenderRefused extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many new image sizes requested from this address; ${tryAgainIn(retryAfterSeconds)}`);
  }
}

// Making a rendition costs real CPU (AVIF most), and anybody may ask for one: first renders are counted
// per client per minute (RENDITIONS_PER_MINUTE); cached ones are not (docs/security.md).
async function mayRender(c: Context, deps: Deps): Promise<void> {
  const limit = { bucket: 'render-ip', max: deps.config.limits.renditionsPerMinute, windowSeconds: 60 };
  const taken = await takeHit(deps.db, limit, clientIp(c, deps.config.trustedProxies));
  if (!taken.allowed) throw new RenderRefused(taken.retryAfterSeconds);
}

/** GET /media/{key}/{width}.{format}: public, since public pages show the images; the key is the secret. */
async function rendition(c: Context, deps: Deps): Promise<Response> {
  const key = c.req.param('key') ?? '';
  const file = c.req.param('file') ?? '';
  const [, widthText = '', format = ''] = /^([1-9]\d{0,4})\.([a-z]+)$/.exec(file) ?? [];
  const width = Number(widthText);
  if (!MEDIA_KEY_PATTERN.test(key)) return plain(c, 404, 'No such image');
  if (!isRenditionFormat(format) || !isRenditionWidth(width)) {
    return plain(
      c,
      404,
      `No rendition '${file}': renditions are {width}.avif, .webp or .jpg, widths ${RENDITION_WIDTHS.join(', ')}`,
    );
  }
  const image = await imageFacts(deps.db, key);
  if (!image) return plain(c, 404, 'No such image');
  let made;
  try {
    made = await renditionOf(deps.db, deps.config, image, width, format, () => mayRender(c, deps));
  } catch (error) {
    if (!(error instanceof RenderRefused)) throw error;
    return c.text(error.message, 429, {
      'Cache-Control': 'no-store',
      'Retry-After': String(error.retryAfterSeconds),
    });
  }
  if (!made) return plain(c, 404, 'No such image');
  const headers = {
    'Cache-Control': IMMUTABLE,
    ETag: made.etag,
    // Property sites on other origins show these images.
    'Cross-Origin-Resource-Policy': 'cross-origin',
  };
  if (matchesEtag(c.req.header('if-none-match'), made.etag)) {
    made.body.destroy();
    return c.body(null, 304, headers);
  }
  const body = Readable.toWeb(made.body) as ReadableStream;
  return c.body(body, 200, { ...headers, 'Content-Type': RENDITION_MIME[format] });
}

/** The streamed upload commands on /api, and renditions under /media. Mount before the /api body limit. */
export function mountMedia(app: Hono, deps: Deps): void {
  app.post('/api', (c, next) => upload(c, deps, next));
  app.get(`/${DEFAULT_IMAGE_PATH}/:key/:file`, (c) => rendition(c, deps));
}
