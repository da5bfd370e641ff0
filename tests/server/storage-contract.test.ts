import { createHash, randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../server/config.ts';
import { storageArea, type Storage } from '../../server/media/storage.ts';
import { startS3Server, type S3Server } from '../s3-server.ts';
import { tempDataDir } from './media-fixture.ts';

const text = async (body: Readable | undefined): Promise<Buffer | undefined> => {
  if (!body) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

const names = async (storage: Storage, prefix?: string): Promise<string[]> => {
  const found: string[] = [];
  for await (const stored of storage.list(prefix)) found.push(stored.name);
  return found.sort();
};

// A stream of `size` pseudo-random bytes made chunk by chunk: nothing holds the whole body.
function generated(size: number, seed: string): { body: Readable; sha256: Promise<string> } {
  const hash = createHash('sha256');
  let sent = 0;
  let done: (digest: string) => void;
  const sha256 = new Promise<string>((resolve) => (done = resolve));
  const body = new Readable({
    read() {
      if (sent >= size) {
        done(hash.digest('hex'));
        this.push(null);
        return;
      }
      const chunk = createHash('sha512').update(`${seed}${sent}`).digest().subarray(0, 64);
      const block = Buffer.concat(Array.from({ length: 1024 }, () => chunk)).subarray(0, size - sent);
      sent += block.length;
      hash.update(block);
      this.push(block);
    },
  });
  return { body, sha256 };
}

const failing = (): Readable =>
  new Readable({
    read() {
      this.push(randomBytes(1024));
      this.destroy(new Error('the client went away'));
    },
  });

describe.each(['filesystem', 's3'] as const)('the %s media store', (kind) => {
  let config: Config;
  let s3: S3Server | undefined;
  let dataDir: string;
  let originals: Storage;
  let renditions: Storage;

  beforeAll(async () => {
    dataDir = await tempDataDir();
    s3 = kind === 's3' ? await startS3Server() : undefined;
    config = { ...loadConfig(s3 ? { STORAGE_URL: s3.storageUrl } : {}), dataDir };
    originals = storageArea(config, 'originals');
    renditions = storageArea(config, 'renditions');
  });
  afterAll(async () => {
    await s3?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stores a stream and gives the same bytes back; says what it does not hold', async () => {
    await originals.put('ab/first', Readable.from([Buffer.from('hello '), Buffer.from('store')]));
    expect((await text(await originals.get('ab/first')))?.toString()).toBe('hello store');
    expect(await originals.exists('ab/first')).toBe(true);
    expect(await originals.exists('ab/none')).toBe(false);
    expect(await originals.get('ab/none')).toBeUndefined();
  });

  it('streams a 12 MB upload (several multipart parts on S3) byte for byte', async () => {
    const { body, sha256 } = generated(12 * 1024 * 1024 + 7, 'big');
    await originals.put('bi/big', body);
    const back = await text(await originals.get('bi/big'));
    expect(back?.length).toBe(12 * 1024 * 1024 + 7);
    expect(createHash('sha256').update(back!).digest('hex')).toBe(await sha256);
  }, 60_000);

  it('leaves nothing behind when the stream fails midway', async () => {
    await expect(originals.put('fa/failed', failing())).rejects.toThrow();
    expect(await originals.exists('fa/failed')).toBe(false);
    expect(await names(originals, 'fa/')).toEqual([]);
  });

  it('replaces a name whole, deletes it, and deleting a missing name is no error', async () => {
    await originals.put('re/name', Readable.from([Buffer.from('one')]));
    await originals.put('re/name', Readable.from([Buffer.from('two')]));
    expect((await text(await originals.get('re/name')))?.toString()).toBe('two');
    await originals.delete('re/name');
    await originals.delete('re/name');
    expect(await originals.exists('re/name')).toBe(false);
  });

  it('lists names by prefix with their times, each area apart', async () => {
    const before = Date.now() - 60_000;
    await renditions.put('KEY1/320.webp', Readable.from([Buffer.from('a')]));
    await renditions.put('KEY1/640.webp', Readable.from([Buffer.from('b')]));
    await renditions.put('KEY2/320.webp', Readable.from([Buffer.from('c')]));
    expect(await names(renditions, 'KEY1/')).toEqual(['KEY1/320.webp', 'KEY1/640.webp']);
    expect(await names(renditions)).toEqual(['KEY1/320.webp', 'KEY1/640.webp', 'KEY2/320.webp']);
    expect(await names(originals, 'KEY1/')).toEqual([]);
    for await (const stored of renditions.list('KEY2/')) expect(stored.modifiedAt).toBeGreaterThan(before);
  });
});
