import type { Db } from '../db/db.ts';

/**
 * What the orphan sweep may delete from the media store: only names this database noted here before it
 * wrote them (an upload) or after it let them go (a delete). Bytes it never noted are left alone, which
 * is what keeps media uploaded after a backup when an older database is restored beside a newer bucket
 * (docs/operations.md). A note whose row exists is stale and only dropped.
 */
export type LedgerState = 'writing' | 'deleted';

export const noteInStore = (db: Db, state: LedgerState, mediaKey: string, storagePath: string) =>
  db.query(
    `INSERT INTO media_store_ledger (media_key, storage_path, state) VALUES ($1, $2, $3)
       ON CONFLICT (media_key) DO UPDATE SET state = excluded.state, noted_at = now()`,
    [mediaKey, storagePath, state],
  );

/** The upload's row is written: its bytes are the row's now. */
export const noteStored = (db: Db, mediaKey: string) =>
  db.query(`DELETE FROM media_store_ledger WHERE media_key = $1 AND state = 'writing'`, [mediaKey]);

/** Notes older than `cutoff` whose media has no row: their bytes and renditions are the sweep's to delete. */
export async function unfinishedNotes(
  db: Db,
  cutoff: Date,
): Promise<{ media_key: string; storage_path: string }[]> {
  await db.query(
    `DELETE FROM media_store_ledger l WHERE noted_at < $1
        AND EXISTS (SELECT 1 FROM media_objects m WHERE m.media_key = l.media_key)`,
    [cutoff.toISOString()],
  );
  return db.query(
    `SELECT media_key, storage_path FROM media_store_ledger WHERE noted_at < $1 ORDER BY noted_at LIMIT 1000`,
    [cutoff.toISOString()],
  );
}

/** Done with a note: its media is gone from the store. */
export const dropNote = (db: Db, mediaKey: string) =>
  db.query('DELETE FROM media_store_ledger WHERE media_key = $1', [mediaKey]);
