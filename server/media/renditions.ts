import type { Readable } from 'node:stream';
import sharp, { type Sharp } from 'sharp';
import type { RenditionFormat } from '../../lib/media/renditions.ts';
import { withClusterLock } from '../cluster/lock.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { ImageFacts } from './image-facts.ts';
import type { MediaRow } from './media-rows.ts';
import { mediaStorage, renditionStorage } from './storage.ts';
import { renditionsMade } from '../observe/metrics.ts';

export const RENDITION_MIME: Record<RenditionFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

// AVIF at effort 2: close to the default's size at a fraction of its encoding time (STACK.md: AVIF is slow).
const encode = (image: Sharp, format: RenditionFormat): Sharp =>
  format === 'avif'
    ? image.avif({ quality: 50, effort: 2 })
    : format === 'webp'
      ? image.webp({ quality: 78 })
      : image.jpeg({ quality: 80, mozjpeg: true });

export interface Rendition {
  /** The name in the rendition store (renditionStorage). */
  name: string;
  /** The width actually made: never wider than the original (see renditionWidth). */
  width: number;
  etag: string;
}

/**
 * Never upscaled: a request wider than the original gets the original's width, so every such request for
 * an image shares one file. The <img> keeps its layout size from its width and height attributes.
 */
export const renditionWidth = (image: Pick<MediaRow, 'width'>, requested: number): number =>
  Math.min(requested, image.width ?? requested);

// Renders in flight in this process, by name: concurrent first requests wait for one render.
const inFlight = new Map<string, Promise<boolean>>();

/**
 * Makes the rendition and stores it, under a cluster-wide lock on its name: a machine asking while another
 * renders waits, then finds it stored (docs/deploy.md). False when the original is gone: deleted, maybe by
 * another server process since the facts were read.
 */
function render(db: Db, config: Config, image: ImageFacts, rendition: Rendition, format: RenditionFormat) {
  return withClusterLock(db, `rendition:${rendition.name}`, async () => {
    const renditions = renditionStorage(config);
    if (await renditions.exists(rendition.name)) return true;
    const original = await mediaStorage(config).get(image.storage_path);
    if (!original) return false;
    const pipeline = encode(
      sharp({ limitInputPixels: config.media.imageMaxMegapixels * 1_000_000 })
        .autoOrient()
        .resize({ width: rendition.width, withoutEnlargement: true }),
      format,
    );
    original.on('error', (error) => pipeline.destroy(error)).pipe(pipeline);
    await renditions.put(rendition.name, pipeline);
    renditionsMade.inc({ format });
    return true;
  });
}

/**
 * The stored rendition and its bytes, made on first request (once, however many machines ask at the same
 * time); undefined when the original no longer exists. One read of the store when it is already there.
 * `beforeRender` runs only when a new render is about to start in this process (a stored rendition or a
 * render in flight costs nothing), and may refuse it by throwing.
 */
export async function renditionOf(
  db: Db,
  config: Config,
  image: ImageFacts,
  requested: number,
  format: RenditionFormat,
  beforeRender: () => Promise<void> = async () => undefined,
): Promise<(Rendition & { body: Readable }) | undefined> {
  const width = renditionWidth(image, requested);
  const name = `${image.media_key}/${width}.${format}`;
  // Content is fixed by the original's bytes, the width and the format: the ETag needs no read.
  const rendition = { name, width, etag: `"${image.sha256.slice(0, 20)}-${width}-${format}"` };
  const renditions = renditionStorage(config);
  const stored = await renditions.get(name);
  if (stored) return { ...rendition, body: stored };
  let pending = inFlight.get(name);
  if (!pending) {
    await beforeRender();
    pending = inFlight.get(name);
  }
  if (!pending) {
    pending = render(db, config, image, rendition, format).finally(() => inFlight.delete(name));
    inFlight.set(name, pending);
  }
  if (!(await pending)) return undefined;
  // Undefined only when deleted with its image by another process since.
  const made = await renditions.get(name);
  return made && { ...rendition, body: made };
}
