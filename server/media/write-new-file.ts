import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Pipes `source` (through `steps`) into a file that must not exist yet; when anything fails, no file stays.
 * pipeline rejects on the source's error while the file may still be opening: removed before the open
 * completes, the file would appear afterwards and stay (tests/server/stage-file.test.ts).
 */
export async function writeNewFile(path: string, source: Readable, ...steps: Transform[]): Promise<void> {
  const out = createWriteStream(path, { flags: 'wx' });
  try {
    await pipeline([source, ...steps, out]);
  } catch (error) {
    // Not events.once: it would reject on the error the destroyed stream emits.
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', resolve));
    await rm(path, { force: true });
    throw error;
  }
}
