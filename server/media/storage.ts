import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config.ts';

/** A stored name and when it was last written, for the orphan sweep. */
export interface StoredName {
  name: string;
  modifiedAt: number;
}

/**
 * Where originals live. Names are relative paths made by the server (never by a client). An S3-compatible
 * store implements the same five calls (docs/server.md, Media); renditions are a cache on local disk.
 */
export interface Storage {
  /** Stores the stream under `name`; the name is visible only once the whole stream is written. */
  put(name: string, body: Readable): Promise<void>;
  get(name: string): Readable;
  /** Removes `name`; removing a missing name is not an error. */
  delete(name: string): Promise<void>;
  exists(name: string): Promise<boolean>;
  /** Every stored name (half-written ones included), for the orphan sweep (ListObjectsV2 on S3). */
  list(): AsyncIterable<StoredName>;
}

/** The directories under DATA_DIR/media: originals, the rendition cache, and uploads being received. */
export const mediaDirs = (config: Pick<Config, 'dataDir'>) => {
  const root = resolve(config.dataDir, 'media');
  return {
    originals: join(root, 'originals'),
    renditions: join(root, 'renditions'),
    staging: join(root, 'staging'),
  };
};

export function fileStorage(root: string): Storage {
  const pathOf = (name: string): string => {
    const path = resolve(root, name);
    if (!path.startsWith(root + sep)) throw new Error(`Storage name outside the store: ${name}`);
    return path;
  };
  return {
    async put(name, body) {
      const path = pathOf(name);
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed: a reader never sees half a file, a failed write leaves nothing.
      const partial = `${path}.${randomUUID()}.part`;
      try {
        await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    get: (name) => createReadStream(pathOf(name)),
    delete: (name) => rm(pathOf(name), { force: true }),
    exists: (name) =>
      access(pathOf(name)).then(
        () => true,
        () => false,
      ),
    list: () => filesUnder(root),
  };
}

/** Every file under `dir` with its modification time, by its path relative to `dir` ('/'-separated). */
export async function* filesUnder(dir: string): AsyncIterable<StoredName> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    // Gone since the listing (a delete or a rename that finished a write): nothing to sweep.
    const info = await stat(path).catch(() => undefined);
    if (info)
      yield {
        name: path
          .slice(dir.length + 1)
          .split(sep)
          .join('/'),
        modifiedAt: info.mtimeMs,
      };
  }
}

/** The store of this server: the filesystem under DATA_DIR; the one place to choose another. */
export const mediaStorage = (config: Pick<Config, 'dataDir'>): Storage =>
  fileStorage(mediaDirs(config).originals);
