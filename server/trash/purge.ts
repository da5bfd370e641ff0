import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { MediaRow } from '../media/media-rows.ts';
import { deleteMedia } from '../media/store.ts';

/**
 * Deletes trash entries forever: the row first, then the original and renditions it held (the order
 * deleteMedia keeps: a crash in between leaves bytes the media sweep removes, never a row without bytes).
 */
export async function purgeEntries(db: Db, config: Config, trashIds: number[]): Promise<number> {
  if (trashIds.length === 0) return 0;
  const purged = await db.query<{ media_key: string | null; account_id: number }>(
    'DELETE FROM trash WHERE trash_id = ANY($1::int[]) RETURNING media_key, account_id',
    [trashIds],
  );
  for (const entry of purged) {
    if (!entry.media_key) continue;
    const [media] = await db.query<MediaRow>(
      'SELECT * FROM media_objects WHERE media_key = $1 AND account_id = $2',
      [entry.media_key, entry.account_id],
    );
    if (media) await deleteMedia(db, config, media);
  }
  return purged.length;
}

const BATCH = 200;

/**
 * The sweeper's pass (server/cluster/background.ts): every entry deleted more than TRASH_DAYS before
 * `now` goes forever. `now` is a parameter so tests move the clock instead of waiting.
 */
export async function purgeExpired(db: Db, config: Config, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - config.trashDays * 86_400_000).toISOString();
  let total = 0;
  for (;;) {
    const due = await db.query<{ trash_id: number }>(
      'SELECT trash_id FROM trash WHERE deleted_at < $1 ORDER BY trash_id LIMIT $2',
      [cutoff, BATCH],
    );
    total += await purgeEntries(
      db,
      config,
      due.map((row) => row.trash_id),
    );
    if (due.length < BATCH) return total;
  }
}
