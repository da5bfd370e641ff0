import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Scripts, styles and manifests: what browsers fetch from the built kit and host. The host page itself is
// rewritten by the server (its site token), which compresses it there (server/http/host-page.ts).
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json)$/;
// Below this, the headers outweigh what compression saves.
export const MIN_COMPRESSED_BYTES = 256;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  // Not the build's own records (.vite/manifest.json): nothing serves them.
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.slice(dir.length).includes('/.'));
}

/** Writes `<file>.br` and `<file>.gz` beside `file` when they are smaller; true when it wrote any. */
export async function precompressFile(file: string): Promise<boolean> {
  const bytes = await readFile(file);
  if (bytes.length < MIN_COMPRESSED_BYTES) return false;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  const wrote = await Promise.all([
    br.length < bytes.length && writeFile(`${file}.br`, br).then(() => true),
    gz.length < bytes.length && writeFile(`${file}.gz`, gz).then(() => true),
  ]);
  return wrote.some(Boolean);
}

/**
 * Precompresses the build output (brotli at its highest quality, gzip -9) once, at build time, so the
 * server sends the smaller file with `Content-Encoding` instead of compressing on every request
 * (server/http/static-files.ts picks the variant; docs/server.md, Delivery).
 */
export function precompress(): Plugin {
  return {
    name: 'console-kit:precompress',
    apply: 'build',
    async writeBundle(options) {
      if (!options.dir) return;
      const files = await filesUnder(options.dir);
      await Promise.all(files.map(precompressFile));
    },
  };
}
