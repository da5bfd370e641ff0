import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { renditionFile } from '../../server/media/renditions.ts';
import { mediaStorage } from '../../server/media/storage.ts';
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

describe('renditions in flight', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('are made once however many ask at the same time, and never again once cached', async () => {
    const dataDir = await tempDataDir();
    dirs.push(dataDir);
    const config = { ...loadConfig({}), dataDir };
    await mediaStorage(config).put('ab/original', Readable.from([await photo(1600, 1200)]));
    const image = {
      media_key: 'K'.repeat(32),
      sha256: 'f'.repeat(64),
      width: 1600,
      storage_path: 'ab/original',
    };

    sharpCalls.count = 0;
    const made = await Promise.all(
      Array.from({ length: 8 }, () => renditionFile(config, image, 640, 'webp')),
    );
    expect(sharpCalls.count).toBe(1);
    expect(new Set(made.map((rendition) => rendition?.path)).size).toBe(1);
    await renditionFile(config, image, 640, 'webp');
    expect(sharpCalls.count).toBe(1);
    await Promise.all([renditionFile(config, image, 640, 'avif'), renditionFile(config, image, 768, 'webp')]);
    expect(sharpCalls.count).toBe(3);
  });
});
