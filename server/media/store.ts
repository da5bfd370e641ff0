import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { MediaKind } from '../../lib/protocol/media.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { cleanFilename } from './content-disposition.ts';
import { forgetImage } from './image-facts.ts';
import { inspectFile, inspectImage } from './inspect.ts';
import { insertMediaRow, type MediaRow } from './media-rows.ts';
import type { StagedFile } from './receive-upload.ts';
import { assertRoom, withinQuota } from './quota.ts';
import { mediaStorage, renditionStorage } from './storage.ts';
import { noteInStore, noteStored } from './store-ledger.ts';

export interface NewMedia {
  kind: MediaKind;
  accountId: number;
  userId: number | null;
  /** The name to keep; the client's file name when absent. */
  name?: string;
  file: StagedFile;
}

export const maxUploadBytes = (config: Config, kind: MediaKind): number =>
  kind === 'image' ? config.media.imageMaxBytes : config.media.fileMaxBytes;

/** 24 random bytes: 192 bits nobody guesses, 32 URL-safe characters (MEDIA_KEY_PATTERN). */
const newKey = (): string => randomBytes(24).toString('base64url');

/**
 * Checks a staged upload and keeps it: the original into storage, then its row. A refusal or a failure at
 * any step leaves neither bytes nor row behind (the caller discards the staged file).
 */
export async function storeMedia(db: Db, config: Config, media: NewMedia): Promise<MediaRow> {
  const filename = cleanFilename(media.name ?? media.file.clientName, media.kind);
  const facts =
    media.kind === 'image'
      ? await inspectImage(media.file, filename, config.media)
      : { ...inspectFile(media.file, filename, config.media), width: null, height: null };
  // Checked before the bytes are stored, and again with the row, atomically (quota.ts).
  await assertRoom(db, config, media.accountId, media.file.size);
  const key = newKey();
  const storagePath = `${key.slice(0, 2)}/${key}`;
  const storage = mediaStorage(config);
  // Noted first: bytes a crash leaves without a row are then the sweep's to remove (store-ledger.ts).
  await noteInStore(db, 'writing', key, storagePath);
  await storage.put(storagePath, createReadStream(media.file.path));
  try {
    return await withinQuota(db, config, media.accountId, media.file.size, async (tx) => {
      const row = await insertMediaRow(tx, {
        account_id: media.accountId,
        kind: media.kind,
        media_key: key,
        filename,
        mime: facts.mime,
        size: media.file.size,
        sha256: media.file.sha256,
        width: facts.width,
        height: facts.height,
        storage_path: storagePath,
        created_by: media.userId,
      });
      await noteStored(tx, key);
      return row;
    });
  } catch (error) {
    await storage.delete(storagePath);
    throw error;
  }
}

/**
 * The row first, then the bytes: a crash in between leaves unreachable bytes, never a row without them.
 * The note comes before both, so that the sweep finishes what a crash cut off, and removes a rendition
 * made while this ran.
 */
export async function deleteMedia(db: Db, config: Config, row: MediaRow): Promise<void> {
  await noteInStore(db, 'deleted', row.media_key, row.storage_path);
  await db.query('DELETE FROM media_objects WHERE media_id = $1', [row.media_id]);
  forgetImage(row.media_key);
  await mediaStorage(config).delete(row.storage_path);
  const renditions = renditionStorage(config);
  for await (const rendition of renditions.list(`${row.media_key}/`)) await renditions.delete(rendition.name);
}
