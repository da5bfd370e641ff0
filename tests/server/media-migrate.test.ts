import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../server/config.ts';
import { copyStore } from '../../server/media/copy-store.ts';
import { fileStorage, storageArea, type Storage } from '../../server/media/storage.ts';
import { startS3Server, type S3Server } from '../s3-server.ts';
import { photo, tempDataDir } from './media-fixture.ts';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');

async function sha256(stream: Readable | undefined): Promise<string | undefined> {
  if (!stream) return undefined;
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Uint8Array);
  return hash.digest('hex');
}

describe('npm run media:migrate', () => {
  let s3: S3Server;
  let dataDir: string;
  let target: Config;
  const disk: Record<string, Buffer> = {};

  beforeAll(async () => {
    s3 = await startS3Server();
    dataDir = await tempDataDir();
    target = { ...loadConfig({ STORAGE_URL: s3.storageUrl }), dataDir };
    disk['originals/ab/abcdef'] = await photo(800, 600);
    disk['originals/cd/cdefgh'] = Buffer.from('a stored file');
    disk['renditions/abcdef/320.webp'] = Buffer.from('a rendition');
    for (const [name, bytes] of Object.entries(disk)) {
      await mkdir(join(dataDir, 'media', name, '..'), { recursive: true });
      await writeFile(join(dataDir, 'media', name), bytes);
    }
    // A write a crash cut off: no media, left behind.
    await writeFile(join(dataDir, 'media', 'originals', 'ab', 'abcdef.123.part'), 'half');
  });
  afterAll(async () => {
    await s3.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const migrate = () =>
    run(process.execPath, ['--import', 'tsx', 'server/media/migrate-media.ts'], {
      cwd: root,
      env: { ...process.env, ...s3.env, DATA_DIR: dataDir },
    });

  it('copies every object of the disk store into the bucket, verified, and a second run copies nothing', async () => {
    const first = await migrate();
    expect(first.stdout).toContain('2 copied and verified, 0 already there, 0 failed');
    expect(first.stdout).toContain('1 copied and verified, 0 already there, 0 failed');
    for (const [path, bytes] of Object.entries(disk)) {
      const [area, ...name] = path.split('/');
      const stored = await storageArea(target, area as 'originals').get(name.join('/'));
      expect(await sha256(stored)).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
    expect(await storageArea(target, 'originals').exists('ab/abcdef.123.part')).toBe(false);

    // An object that differs in the bucket (a copy cut off by hand, say) is copied again.
    await storageArea(target, 'originals').put('cd/cdefgh', Readable.from([Buffer.from('other bytes')]));
    const second = await migrate();
    expect(second.stdout).toContain('1 copied and verified, 1 already there, 0 failed');
    expect(second.stdout).toContain('0 copied and verified, 1 already there, 0 failed');
    // Two runs of the command, each a Node process compiling TypeScript.
  }, 60_000);

  it('reports an object whose copy reads back different as failed', async () => {
    const into = await tempDataDir();
    const honest = fileStorage(into);
    // A target that loses the last byte of what it is given: the read-back must catch it.
    const lossy: Storage = {
      ...honest,
      put: async (name, body) => {
        const chunks: Buffer[] = [];
        for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
        await honest.put(name, Readable.from([Buffer.concat(chunks).subarray(0, -1)]));
      },
    };
    const result = await copyStore(fileStorage(join(dataDir, 'media', 'originals')), lossy);
    await rm(into, { recursive: true, force: true });
    expect({ ...result, failed: result.failed.sort() }).toEqual({
      copied: 0,
      unchanged: 0,
      failed: ['ab/abcdef', 'cd/cdefgh'],
    });
  });

  it('refuses to run without a bucket, saying what to set', async () => {
    const refused = run(process.execPath, ['--import', 'tsx', 'server/media/migrate-media.ts'], {
      cwd: root,
      env: { ...process.env, STORAGE_URL: '', DATA_DIR: dataDir },
    });
    await expect(refused).rejects.toMatchObject({ stderr: expect.stringContaining('Set STORAGE_URL') });
  }, 60_000);
});
