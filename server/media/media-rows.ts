import type { MediaKind, MediaRecord } from '../../lib/protocol/media.ts';
import type { Db } from '../db/db.ts';
import { notFound } from '../http/failure.ts';

/** A row of media_objects (migration 020): one stored original, image or file. */
export interface MediaRow {
  media_id: number;
  account_id: number;
  kind: MediaKind;
  media_key: string;
  filename: string;
  mime: string;
  size: number;
  sha256: string;
  width: number | null;
  height: number | null;
  storage_path: string;
  created_by: number | null;
  created_at: string;
}

export type NewMediaRow = Omit<MediaRow, 'media_id' | 'created_at'>;

const COLUMNS =
  'media_id, account_id, kind, media_key, filename, mime, size, sha256, width, height, storage_path, created_by, created_at';

export async function insertMediaRow(db: Db, row: NewMediaRow): Promise<MediaRow> {
  const [inserted] = await db.query<MediaRow>(
    `INSERT INTO media_objects
       (account_id, kind, media_key, filename, mime, size, sha256, width, height, storage_path, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${COLUMNS}`,
    [
      row.account_id,
      row.kind,
      row.media_key,
      row.filename,
      row.mime,
      row.size,
      row.sha256,
      row.width,
      row.height,
      row.storage_path,
      row.created_by,
    ],
  );
  if (!inserted) throw new Error('INSERT ... RETURNING gave no row');
  return inserted;
}

/** One image or file of the caller's account; another account's key is as unknown as a made-up one. */
export async function findMediaInAccount(
  db: Db,
  kind: MediaKind,
  key: string,
  accountId: number,
): Promise<MediaRow> {
  const [row] = await db.query<MediaRow>(
    `SELECT ${COLUMNS} FROM media_objects WHERE media_key = $1 AND kind = $2 AND account_id = $3`,
    [key, kind, accountId],
  );
  if (!row) throw notFound(`No ${kind} with that key in your account`);
  return row;
}

/**
 * An image by its key alone, for public rendition URLs: the unguessable key is the capability. One whose
 * record is in the trash is not shown (its bytes wait for a restore: server/trash).
 */
export async function findImageByKey(db: Db, key: string): Promise<MediaRow | undefined> {
  const [row] = await db.query<MediaRow>(
    `SELECT ${COLUMNS} FROM media_objects WHERE media_key = $1 AND kind = 'image'
        AND NOT EXISTS (SELECT 1 FROM trash WHERE trash.media_key = $1)`,
    [key],
  );
  return row;
}

export const toMediaRecord = (row: MediaRow): MediaRecord => ({
  key: row.media_key,
  kind: row.kind,
  filename: row.filename,
  mime: row.mime,
  size: row.size,
  sha256: row.sha256,
  width: row.width,
  height: row.height,
  created_by: row.created_by,
  created_at: row.created_at,
});
