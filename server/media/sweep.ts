import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { forgetImage } from './image-facts.ts';
import type { MediaRow } from './media-rows.ts';
import { filesUnder, mediaDirs, mediaStorage, renditionStorage } from './storage.ts';
import { deleteMedia } from './store.ts';
import { dropNote, unfinishedNotes } from './store-ledger.ts';

/** What one sweep removed. */
export interface SweepResult {
  /** Uploads no image or file record claimed within the grace period (rows, bytes and renditions). */
  unclaimed: number;
  /**
   * Media the database noted and did not finish with (store-ledger.ts): an upload a crash cut off before
   * its row, a delete cut off before its bytes, a rendition made while its key was deleted.
   */
  unfinished: number;
  /** Half-written files of the disk store (`*.part`): never objects anybody can name. */
  halfWritten: number;
  /** Uploads cut off while being received (a crash mid-request). */
  staging: number;
}

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

// Only what the database noted: bytes it never noted may be media stored after the backup it was restored
// from (docs/operations.md), and stay.
async function sweepUnfinished(db: Db, config: Config, cutoff: Date): Promise<number> {
  const originals = mediaStorage(config);
  const renditions = renditionStorage(config);
  let removed = 0;
  for (
    let notes = await unfinishedNotes(db, cutoff);
    notes.length > 0;
    notes = await unfinishedNotes(db, cutoff)
  ) {
    for (const note of notes) {
      forgetImage(note.media_key);
      await originals.delete(note.storage_path);
      for await (const rendition of renditions.list(`${note.media_key}/`))
        await renditions.delete(rendition.name);
      await dropNote(db, note.media_key);
      removed += 1;
    }
  }
  return removed;
}

// A crash mid-write on disk leaves `name.<uuid>.part` (server/media/storage.ts); S3 shows no object until
// an upload completes.
async function sweepHalfWritten(config: Config, cutoff: number): Promise<number> {
  if (config.storage) return 0;
  let removed = 0;
  for (const storage of [mediaStorage(config), renditionStorage(config)]) {
    for await (const stored of storage.list()) {
      if (!stored.name.endsWith('.part') || stored.modifiedAt >= cutoff) continue;
      await storage.delete(stored.name);
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
 * claimed (a record save that failed, a closed tab), and what the database noted and did not finish (a
 * crash between bytes and row, renditions of deleted keys). The grace period leaves a user time to fill in the record for an upload, and
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
    unfinished: await sweepUnfinished(db, config, new Date(cutoff)),
    halfWritten: await sweepHalfWritten(config, cutoff),
  };
}

/** Uploads a crash cut off while being received: on this machine's own disk, so every machine sweeps its own. */
export const sweepStagedUploads = (config: Config, now = Date.now()): Promise<number> =>
  sweepStaging(config, now - config.media.orphanGraceMinutes * 60_000);

/** The whole sweep, shared store and this machine's staging. */
export async function sweepOrphanMedia(db: Db, config: Config, now = Date.now()): Promise<SweepResult> {
  return { ...(await sweepStoredMedia(db, config, now)), staging: await sweepStagedUploads(config, now) };
}
