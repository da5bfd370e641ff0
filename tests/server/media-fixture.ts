import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { demoPhoto } from '../../server/seed/demo-images.ts';
import { packetSchema, type Packet } from '../../lib/protocol/packet.ts';
import { startTestApi, type TestApi, type TestDatabase } from './harness.ts';
import { loadConfig, type Config } from '../../server/config.ts';

export const tempDataDir = (): Promise<string> => mkdtemp(join(tmpdir(), 'media-test-'));

/** The test API with its media under a throwaway DATA_DIR. */
export async function startMediaApi(database: TestDatabase, media: Partial<Config['media']> = {}) {
  const dataDir = await tempDataDir();
  const api = await startTestApi({
    database,
    config: { dataDir, media: { ...loadConfig({}).media, ...media } },
  });
  return {
    ...api,
    dataDir,
    close: async () => {
      await api.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function upload(
  api: TestApi,
  module: 'image' | 'file',
  token: string,
  file: Blob,
  filename: string,
  fields: Record<string, string> = {},
): Promise<{ status: number; packet: Packet }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, filename);
  const response = await api.app.request(`/api?module=${module}&command=upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, packet: packetSchema.parse(await response.json()) as Packet };
}

/** Every file under `dir`, recursively, relative to it (none when it does not exist). */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

export const blob = (bytes: Uint8Array | string, type = 'application/octet-stream'): Blob =>
  new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type });

export const photo = (width: number, height: number): Promise<Buffer> => demoPhoto(width, height);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A few dozen bytes of PNG whose header claims width x height: a decompression bomb's calling card. */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
