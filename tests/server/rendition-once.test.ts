import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { register } from 'prom-client';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { openDb, type Db } from '../../server/db/db.ts';
import type * as Renditions from '../../server/media/renditions.ts';
import { mediaStorage } from '../../server/media/storage.ts';
import { createTestPostgres, databases } from './harness.ts';
import { photo, tempDataDir } from './media-fixture.ts';

// Every sharp pipeline the server starts, counted.
const sharpCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('sharp', async (importOriginal) => {
  const actual = (await importOriginal()) as { default: (...args: unknown[]) => unknown };
  const counted = Object.assign((...args: unknown[]) => {
    sharpCalls.count += 1;
    return actual.default(...args);
  }, actual.default);
  return { ...actual, default: counted };
});

type RenditionModule = typeof Renditions;

// A fresh copy of the renditions module: a second machine, with nothing of the first's memory.
async function machine(): Promise<RenditionModule> {
  vi.resetModules();
  // prom-client is not reset with the modules: the fresh copy's metrics register in its one registry again.
  register.clear();
  return import('../../server/media/renditions.ts');
}

const image = { media_key: 'K'.repeat(32), sha256: 'f'.repeat(64), width: 1600, storage_path: 'ab/original' };

describe('renditions in flight', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(() => Promise.all(cleanups.map((cleanup) => cleanup())));

  async function sharedStore() {
    const dataDir = await tempDataDir();
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const config = { ...loadConfig({}), dataDir };
    await mediaStorage(config).put(image.storage_path, Readable.from([await photo(1600, 1200)]));
    return config;
  }

  it('are made once however many ask at the same time in one process, and never again once stored', async () => {
    const config = await sharedStore();
    const db = await openDb({ memory: true });
    cleanups.push(() => db.close());
    const machineA = await machine();
    // The bytes are not read here: each answer's stream is closed at once.
    const renditionOf = async (...args: Parameters<RenditionModule['renditionOf']>) => {
      const made = await machineA.renditionOf(...args);
      made?.body.destroy();
      return made;
    };
    sharpCalls.count = 0;
    const made = await Promise.all(
      Array.from({ length: 8 }, () => renditionOf(db, config, image, 640, 'webp')),
    );
    expect(sharpCalls.count).toBe(1);
    expect(new Set(made.map((rendition) => rendition?.name)).size).toBe(1);
    await renditionOf(db, config, image, 640, 'webp');
    expect(sharpCalls.count).toBe(1);
    await Promise.all([
      renditionOf(db, config, image, 640, 'avif'),
      renditionOf(db, config, image, 768, 'webp'),
    ]);
    expect(sharpCalls.count).toBe(3);
    // An in-memory PGlite and an AVIF render: seconds, more on a busy machine.
  }, 60_000);

  it.runIf(databases().includes('postgres'))(
    'are made once when two machines on one database and one store ask at the same time',
    async () => {
      const config = await sharedStore();
      const { url, drop } = await createTestPostgres();
      const handles: Db[] = [await openDb({ databaseUrl: url }), await openDb({ databaseUrl: url })];
      cleanups.push(async () => {
        await Promise.all(handles.map((db) => db.close()));
        await drop();
      });
      const [a, b] = [await machine(), await machine()];
      expect(a.renditionOf).not.toBe(b.renditionOf);
      sharpCalls.count = 0;
      const made = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          (i % 2 ? a : b).renditionOf(handles[i % 2]!, config, image, 960, 'avif'),
        ),
      );
      for (const rendition of made) rendition?.body.destroy();
      expect(made.every((rendition) => rendition?.name === `${image.media_key}/960.avif`)).toBe(true);
      expect(sharpCalls.count).toBe(1);
    },
    60_000,
  );
});
