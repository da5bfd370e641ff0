import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { forgetImage } from './image-facts.ts';
import type { MediaRow } from './media-rows.ts';
import { filesUnder, mediaDirs, mediaStorage } from './storage.ts';
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

// An upload claimed by a record in the meantime is kept: the record's foreign key refuses the delete.
async function sweepUnclaimed(db: Db, config: Config, cutoff: Date): Promise<number> {
  const rows = await db.query<MediaRow>(
    `SELECT m.* FROM media_objects m
      WHERE m.created_at < $1
        AND NOT EXISTS (SELECT 1 FROM images i WHERE i.media_key = m.media_key)
        AND NOT EXISTS (SELECT 1 FROM files f WHERE f.media_key = m.media_key)`,
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
  const dir = mediaDirs(config).renditions;
  const keys = (await readdir(dir, { withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  let removed = 0;
  for (let at = 0; at < keys.length; at += BATCH) {
    const batch = keys.slice(at, at + BATCH);
    const known = await db.query<{ media_key: string }>(
      'SELECT media_key FROM media_objects WHERE media_key = ANY($1)',
      [batch],
    );
    const kept = new Set(known.map((row) => row.media_key));
    for (const key of batch.filter((candidate) => !kept.has(candidate))) {
      const info = await stat(join(dir, key)).catch(() => undefined);
      if (!info || info.mtimeMs >= cutoff) continue;
      forgetImage(key);
      await rm(join(dir, key), { recursive: true, force: true });
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
 * renditions of deleted keys, and staged uploads a crash cut off. The grace period leaves a user time to
 * fill in the record for an upload, and leaves in-flight writes alone.
 */
export async function sweepOrphanMedia(db: Db, config: Config, now = Date.now()): Promise<SweepResult> {
  const cutoff = now - config.media.orphanGraceMinutes * 60_000;
  return {
    unclaimed: await sweepUnclaimed(db, config, new Date(cutoff)),
    strayOriginals: await sweepStrayOriginals(db, config, cutoff),
    strayRenditions: await sweepStrayRenditions(db, config, cutoff),
    staging: await sweepStaging(config, cutoff),
  };
}

/** Runs the sweep every MEDIA_SWEEP_MINUTES in this process (one process per database should). */
export function scheduleMediaSweep(db: Db, config: Config, log = console): () => void {
  const run = () =>
    sweepOrphanMedia(db, config).then(
      (result) => {
        const total = Object.values(result).reduce((sum, n) => sum + n, 0);
        if (total > 0) log.info(`Media sweep removed ${JSON.stringify(result)}`);
      },
      (error: Error) => log.error(`Media sweep failed: ${error.message}`),
    );
  const timer = setInterval(run, config.media.sweepIntervalMinutes * 60_000);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
