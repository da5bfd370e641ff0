// The real type of an upload, from its first bytes: what the client says (name, Content-Type) is not trusted.
import { extname } from 'node:path';

/** How many leading bytes the checks below need; text is judged on this much of the start. */
export const SNIFF_BYTES = 512;

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif' | 'image/gif';
export const IMAGE_TYPE_NAMES = 'JPEG, PNG, WebP, AVIF or GIF';

const ascii = (head: Buffer, at: number, length: number): string =>
  head.subarray(at, at + length).toString('latin1');
const startsWith = (head: Buffer, bytes: number[]): boolean => bytes.every((byte, i) => head[i] === byte);

// ISO base media files start with a box `ftyp` whose brands say what they hold.
function isAvif(head: Buffer): boolean {
  if (ascii(head, 4, 4) !== 'ftyp') return false;
  const size = Math.min(head.readUInt32BE(0), head.length);
  const brands = [ascii(head, 8, 4)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(head, at, 4));
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
}

export function imageMime(head: Buffer): ImageMime | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') return 'image/webp';
  if (/^GIF8[79]a$/.test(ascii(head, 0, 6))) return 'image/gif';
  if (head.length >= 12 && isAvif(head)) return 'image/avif';
  return undefined;
}

// Plain text types only, by name: never a type a browser would run or render (text/html, image/svg+xml),
// and the download is an attachment with nosniff either way (docs/security.md, uploads).
const TEXT_TYPES: Readonly<Record<string, string>> = {
  '.csv': 'text/csv',
  '.tsv': 'text/tab-separated-values',
  '.txt': 'text/plain',
  '.log': 'text/plain',
  '.md': 'text/markdown',
};

// Text is UTF-8 without control characters other than tab, line feed, form feed and carriage return; the
// last few bytes may be a character the sniffed head cut in two.
function looksLikeText(head: Buffer): boolean {
  if (head.some((byte) => byte < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d].includes(byte))) return false;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (let cut = 0; cut < 4 && cut < head.length; cut++) {
    try {
      decoder.decode(head.subarray(0, head.length - cut));
      return true;
    } catch {
      // A character cut at the end of the head: try again without its first bytes.
    }
  }
  return head.length === 0;
}

/** Other types a file upload is served as, by content and, for plain text, by name; else application/octet-stream. */
export function fileMime(head: Buffer, name: string): string {
  const image = imageMime(head);
  if (image) return image;
  if (ascii(head, 0, 5) === '%PDF-') return 'application/pdf';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'application/zip';
  const text = TEXT_TYPES[extname(name).toLowerCase()];
  if (text && looksLikeText(head)) return text;
  return 'application/octet-stream';
}

/** Executable content by its magic bytes, named as FILE_DENY_SIGNATURES names it. */
export function executableSignature(head: Buffer): string | undefined {
  if (ascii(head, 0, 2) === 'MZ') return 'pe';
  if (startsWith(head, [0x7f, 0x45, 0x4c, 0x46])) return 'elf';
  const magic = head.length >= 4 ? head.readUInt32BE(0) : 0;
  // Mach-O thin (32/64 bit, both byte orders) and fat binaries.
  if ([0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe, 0xcafebabe].includes(magic)) return 'mach-o';
  if (ascii(head, 0, 2) === '#!') return 'script';
  return undefined;
}
