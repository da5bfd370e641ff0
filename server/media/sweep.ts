import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { forgetImage } from './image-facts.ts';
import type { MediaRow } from './media-rows.ts';
import { filesUnder, mediaDirs, mediaStorage, renditionStorage } from './storage.ts';
import { deleteMedia } from './store.ts';

/** What one sweep removed. */
export interface SweepResult {
  /** Uploads no image or file record claimed within the grace period (rows, bytes and renditions). */
  unclaimed: number;
  /** Stored originals no row names: a crash between writing the bytes and the row, or a half-written file. */
  strayOriginals: number;
  /** Rendition folders of keys that no longer exist. */
  strayRenditions: number;
  /** Uploads cut off while being received (a crash mid-request). */
  staging: number;
}

const BATCH = 500;

// An upload claimed by a record in the meantime is kept: the record's foreign key refuses the delete. A
// trashed record's upload is kept until the trash is purged (server/trash/purge.ts).
async function sweepUnclaimed(db: Db, config: Config, cutoff: Date): Promise<number> {
  const rows = await db.query<MediaRow>(
    `SELECT m.* FROM media_objects m
      WHERE m.created_at < $1
        AND NOT EXISTS (SELECT 1 FROM images i WHERE i.media_key = m.media_key)
        AND NOT EXISTS (SELECT 1 FROM files f WHERE f.media_key = m.media_key)
        AND NOT EXISTS (SELECT 1 FROM trash t WHERE t.media_key = m.media_key)`,
    [cutoff.toISOString()],
  );
  let removed = 0;
  for (const row of rows) {
    try {
      await deleteMedia(db, config, row);
      removed += 1;
    } catch {
      // Claimed since the query: it is no orphan any more.
    }
  }
  return removed;
}

async function sweepStrayOriginals(db: Db, config: Config, cutoff: number): Promise<number> {
  const storage = mediaStorage(config);
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const known = await db.query<{ storage_path: string }>(
      'SELECT storage_path FROM media_objects WHERE storage_path = ANY($1)',
      [batch],
    );
    const kept = new Set(known.map((row) => row.storage_path));
    for (const name of batch.filter((candidate) => !kept.has(candidate))) {
      await storage.delete(name);
      removed += 1;
    }
    batch = [];
  };
  for await (const stored of storage.list()) {
    // Young files may belong to an upload whose row is being written right now.
    if (stored.modifiedAt >= cutoff) continue;
    batch.push(stored.name);
    if (batch.length === BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  return removed;
}

async function sweepStrayRenditions(db: Db, config: Config, cutoff: number): Promise<number> {
  const storage = renditionStorage(config);
  // Names are {key}/{width}.{format}: a key's renditions go when the key has no row and none is young.
  const byKey = new Map<string, { names: string[]; newest: number }>();
  for await (const stored of storage.list()) {
    const key = stored.name.split('/')[0]!;
    const entry = byKey.get(key) ?? { names: [], newest: 0 };
    entry.names.push(stored.name);
    entry.newest = Math.max(entry.newest, stored.modifiedAt);
    byKey.set(key, entry);
  }
  const keys = [...byKey.keys()];
  let removed = 0;
  for (let at = 0; at < keys.length; at += BATCH) {
    const batch = keys.slice(at, at + BATCH);
    const known = await db.query<{ media_key: string }>(
      'SELECT media_key FROM media_objects WHERE media_key = ANY($1)',
      [batch],
    );
    const kept = new Set(known.map((row) => row.media_key));
    for (const key of batch.filter((candidate) => !kept.has(candidate))) {
      const entry = byKey.get(key)!;
      if (entry.newest >= cutoff) continue;
      forgetImage(key);
      for (const name of entry.names) await storage.delete(name);
      removed += 1;
    }
  }
  return removed;
}

async function sweepStaging(config: Config, cutoff: number): Promise<number> {
  const dir = mediaDirs(config).staging;
  let removed = 0;
  for await (const staged of filesUnder(dir)) {
    if (staged.modifiedAt >= cutoff) continue;
    await rm(join(dir, staged.name), { force: true });
    removed += 1;
  }
  return removed;
}

/**
 * Removes stored media nothing refers to, once older than MEDIA_ORPHAN_GRACE_MINUTES: uploads no record
 * claimed (a record save that failed, a closed tab), bytes without a row (a crash between the two writes),
 * renditions of deleted keys. The grace period leaves a user time to fill in the record for an upload, and
 * leaves in-flight writes alone. The store is shared by every machine: one elected process runs this
 * (server/cluster/background.ts).
 */
export async function sweepStoredMedia(
  db: Db,
  config: Config,
  now = Date.now(),
): Promise<Omit<SweepResult, 'staging'>> {
  const cutoff = now - config.media.orphanGraceMinutes * 60_000;
  return {
    unclaimed: await sweepUnclaimed(db, config, new Date(cutoff)),
    strayOriginals: await sweepStrayOriginals(db, config, cutoff),
    strayRenditions: await sweepStrayRenditions(db, config, cutoff),
  };
}

/** Uploads a crash cut off while being received: on this machine's own disk, so every machine sweeps its own. */
export const sweepStagedUploads = (config: Config, now = Date.now()): Promise<number> =>
  sweepStaging(config, now - config.media.orphanGraceMinutes * 60_000);

/** The whole sweep, shared store and this machine's staging. */
export async function sweepOrphanMedia(db: Db, config: Config, now = Date.now()): Promise<SweepResult> {
  return { ...(await sweepStoredMedia(db, config, now)), staging: await sweepStagedUploads(config, now) };
}
