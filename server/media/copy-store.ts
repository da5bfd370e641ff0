import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Storage } from './storage.ts';

export interface CopyResult {
  /** Copied, then read back with the same SHA-256. */
  copied: number;
  /** Already in the target with the same SHA-256 (a second run copies nothing twice). */
  unchanged: number;
  /** Names whose copy read back different, or could not be read: the run failed for these. */
  failed: string[];
}

async function sha256Of(body: Readable | undefined): Promise<string | undefined> {
  if (!body) return undefined;
  const hash = createHash('sha256');
  for await (const chunk of body) hash.update(chunk as Uint8Array);
  return hash.digest('hex');
}

/**
 * Copies every object of `source` into `target` and verifies each by reading it back: its SHA-256 must
 * equal the source's. Half-written files (`.part`, a write a crash cut off) are not media and stay behind.
 * Safe to run again: objects already there with the same hash are left alone (docs/deploy.md).
 */
export async function copyStore(
  source: Storage,
  target: Storage,
  onEach: (name: string, outcome: 'copied' | 'unchanged' | 'failed', reason?: string) => void = () =>
    undefined,
): Promise<CopyResult> {
  const result: CopyResult = { copied: 0, unchanged: 0, failed: [] };
  for await (const { name } of source.list()) {
    if (name.endsWith('.part')) continue;
    let outcome: 'copied' | 'unchanged' | 'failed';
    let reason = 'the copy read back differs from the original (SHA-256)';
    try {
      const expected = await sha256Of(await source.get(name));
      if (expected === undefined) continue; // removed since the listing
      if ((await sha256Of(await target.get(name))) === expected) {
        outcome = 'unchanged';
      } else {
        await target.put(name, (await source.get(name))!);
        outcome = (await sha256Of(await target.get(name))) === expected ? 'copied' : 'failed';
      }
    } catch (error) {
      outcome = 'failed';
      reason = (error as Error).message;
    }
    if (outcome === 'failed') result.failed.push(name);
    else result[outcome] += 1;
    onEach(name, outcome, outcome === 'failed' ? reason : undefined);
  }
  return result;
}
