import type { Db } from '../db/db.ts';
import { findImageByKey, type MediaRow } from './media-rows.ts';

/** What a rendition needs of its image; fixed for the life of a key. */
export type ImageFacts = Pick<MediaRow, 'media_key' | 'sha256' | 'width' | 'storage_path'>;

const MAX_ENTRIES = 10_000;
const TTL_MS = 60_000;
const cache = new Map<string, { facts: ImageFacts; until: number }>();

/**
 * An image's facts by key, remembered for a minute: every rendition request, cached ones included, would
 * otherwise cost a database query. A delete here forgets at once; one in another server process is seen
 * within TTL_MS, and meanwhile its renditions and original are gone, so a request still answers 404.
 */
export async function imageFacts(db: Db, key: string): Promise<ImageFacts | undefined> {
  const hit = cache.get(key);
  if (hit && hit.until > Date.now()) return hit.facts;
  const row = await findImageByKey(db, key);
  cache.delete(key);
  if (!row) return undefined;
  // Map order is insertion order: the first key is the oldest.
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  const facts = {
    media_key: row.media_key,
    sha256: row.sha256,
    width: row.width,
    storage_path: row.storage_path,
  };
  cache.set(key, { facts, until: Date.now() + TTL_MS });
  return facts;
}

export const forgetImage = (key: string): boolean => cache.delete(key);
