import { extname } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import type { MediaLimits } from '../config.ts';
import { badRequest, ApiFailure } from '../http/failure.ts';
import type { StagedFile } from './receive-upload.ts';
import { executableSignature, fileMime, IMAGE_TYPE_NAMES, imageMime, type ImageMime } from './sniff.ts';

export interface InspectedImage {
  mime: ImageMime;
  width: number;
  height: number;
}

// sharp's name for each format an image upload may be, to cross-check the magic bytes against the decoder.
const SHARP_FORMATS: Record<ImageMime, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'heif',
  'image/gif': 'gif',
};

const megapixels = (pixels: number): string => `${Number((pixels / 1_000_000).toFixed(1))} megapixels`;

/**
 * An image upload: one of the five types by its bytes, within the pixel cap by its header, and decodable to
 * the end (a truncated file is refused now rather than failing on its first rendition).
 */
export async function inspectImage(
  file: StagedFile,
  name: string,
  limits: MediaLimits,
): Promise<InspectedImage> {
  const mime = imageMime(file.head);
  if (!mime)
    throw badRequest(`${name} is not a ${IMAGE_TYPE_NAMES} image (judged by its content, not its name)`);
  const maxPixels = limits.imageMaxMegapixels * 1_000_000;
  let metadata: Metadata;
  try {
    // The header only, with no pixel limit: the check below says how large, instead of sharp's bare refusal.
    metadata = await sharp(file.path, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(`${name} is damaged: its ${mime.slice(6).toUpperCase()} header cannot be read`);
  }
  if (metadata.format !== SHARP_FORMATS[mime])
    throw badRequest(`${name} is damaged: it is not a readable ${mime}`);
  // The upright size (EXIF orientation applied), which is what renditions and pages see.
  const { width, height } = metadata.autoOrient;
  if (width * height > maxPixels) {
    throw new ApiFailure(
      413,
      'Payload Too Large',
      `The image is ${width} x ${height} pixels; the limit is ${megapixels(maxPixels)}`,
    );
  }
  try {
    await sharp(file.path, { failOn: 'truncated', limitInputPixels: maxPixels }).resize(64).toBuffer();
  } catch {
    throw badRequest(`${name} is damaged or truncated: it cannot be decoded to the end`);
  }
  return { mime, width, height };
}

/** A file upload: any type but executables, by name and by content, as FILE_DENY_* say. */
export function inspectFile(file: StagedFile, name: string, limits: MediaLimits): { mime: string } {
  const extension = extname(name).toLowerCase();
  if (extension && limits.fileDeniedExtensions.includes(extension)) {
    throw new ApiFailure(
      415,
      'Unsupported Media Type',
      `${name}: ${extension} files are not accepted (executables and scripts)`,
    );
  }
  const signature = executableSignature(file.head);
  if (signature && limits.fileDeniedSignatures.includes(signature)) {
    throw new ApiFailure(
      415,
      'Unsupported Media Type',
      `${name} is an executable (${signature === 'script' ? 'a script with #!' : signature.toUpperCase()}); executables are not accepted`,
    );
  }
  return { mime: fileMime(file.head, name) };
}
