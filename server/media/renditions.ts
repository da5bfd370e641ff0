import { randomUUID } from 'node:crypto';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { RenditionFormat } from '../../lib/media/renditions.ts';
import type { Config } from '../config.ts';
import type { ImageFacts } from './image-facts.ts';
import type { MediaRow } from './media-rows.ts';
import { mediaDirs, mediaStorage } from './storage.ts';

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
  path: string;
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

// Renders in flight, by target file: concurrent first requests for one rendition wait for one render.
const inFlight = new Map<string, Promise<boolean>>();

const exists = (path: string): Promise<boolean> =>
  access(path).then(
    () => true,
    () => false,
  );

// False when the original is gone: deleted, maybe by another server process since the facts were read.
async function render(
  config: Config,
  image: ImageFacts,
  width: number,
  format: RenditionFormat,
  path: string,
) {
  const storage = mediaStorage(config);
  if (!(await storage.exists(image.storage_path))) return false;
  await mkdir(join(path, '..'), { recursive: true });
  const partial = `${path}.${randomUUID()}.part`;
  try {
    const pipeline = encode(
      sharp({ limitInputPixels: config.media.imageMaxMegapixels * 1_000_000 })
        .autoOrient()
        .resize({ width, withoutEnlargement: true }),
      format,
    );
    storage
      .get(image.storage_path)
      .on('error', (error) => pipeline.destroy(error))
      .pipe(pipeline);
    await pipeline.toFile(partial);
    await rename(partial, path);
    return true;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * The cached rendition file, made on first request (once, however many ask at the same time); undefined
 * when the original no longer exists. `beforeRender` runs only when a new render is about to start (a
 * cached file or a render in flight costs nothing), and may refuse it by throwing.
 */
export async function renditionFile(
  config: Config,
  image: ImageFacts,
  requested: number,
  format: RenditionFormat,
  beforeRender: () => Promise<void> = async () => undefined,
): Promise<Rendition | undefined> {
  const width = renditionWidth(image, requested);
  const path = join(mediaDirs(config).renditions, image.media_key, `${width}.${format}`);
  // Content is fixed by the original's bytes, the width and the format: the ETag needs no file read.
  const rendition = { path, width, etag: `"${image.sha256.slice(0, 20)}-${width}-${format}"` };
  if (await exists(path)) return rendition;
  let pending = inFlight.get(path);
  if (!pending) {
    await beforeRender();
    pending = inFlight.get(path);
  }
  if (!pending) {
    pending = render(config, image, width, format, path).finally(() => inFlight.delete(path));
    inFlight.set(path, pending);
  }
  return (await pending) ? rendition : undefined;
}
