import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config.ts';
import { s3Storage } from './s3-storage.ts';
import { writeNewFile } from './write-new-file.ts';

/** A stored name and when it was last written, for the orphan sweep. */
export interface StoredName {
  name: string;
  modifiedAt: number;
}

/**
 * Where media bytes live: the filesystem under DATA_DIR (one machine) or an S3-compatible bucket (any
 * number of machines; docs/deploy.md). Names are '/'-separated relative paths made by the server (never by
 * a client). tests/server/storage-contract.test.ts holds both stores to this contract.
 */
export interface Storage {
  /** Stores the stream under `name`; the name is visible only once the whole stream is written. */
  put(name: string, body: Readable): Promise<void>;
  /** The stored bytes, or undefined when `name` is not stored. */
  get(name: string): Promise<Readable | undefined>;
  /** Removes `name`; removing a missing name is not an error. */
  delete(name: string): Promise<void>;
  exists(name: string): Promise<boolean>;
  /** Every stored name starting with `prefix` (half-written ones included on disk), for sweeps and moves. */
  list(prefix?: string): AsyncIterable<StoredName>;
}

/** The directories under DATA_DIR/media: originals, renditions, and uploads being received. */
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
        await writeNewFile(partial, body);
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(name) {
      // Opened now, so a missing file is an answer here rather than an error event on the stream.
      const handle = await open(pathOf(name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      return handle?.createReadStream();
    },
    delete: (name) => rm(pathOf(name), { force: true }),
    exists: (name) =>
      stat(pathOf(name)).then(
        (info) => info.isFile(),
        () => false,
      ),
    async *list(prefix = '') {
      for await (const stored of filesUnder(root)) if (stored.name.startsWith(prefix)) yield stored;
    },
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

/** The two areas of the media store: originals as uploaded, and the renditions made from them. */
export type StorageArea = 'originals' | 'renditions';

// One store per configuration and area: an S3 client keeps its connections and credentials between calls.
const stores = new Map<string, Storage>();

/** The store of one area of this server's media: the one place that picks the filesystem or S3. */
export function storageArea(config: Pick<Config, 'dataDir' | 'storage'>, area: StorageArea): Storage {
  const id = `${area}\n${config.storage?.url ?? resolve(config.dataDir)}`;
  let store = stores.get(id);
  if (!store) {
    store = config.storage ? s3Storage(config.storage, `${area}/`) : fileStorage(mediaDirs(config)[area]);
    stores.set(id, store);
  }
  return store;
}

/** Originals, under the `storage_path` of their row. */
export const mediaStorage = (config: Pick<Config, 'dataDir' | 'storage'>): Storage =>
  storageArea(config, 'originals');

/** Renditions, as `{key}/{width}.{format}`. */
export const renditionStorage = (config: Pick<Config, 'dataDir' | 'storage'>): Storage =>
  storageArea(config, 'renditions');
