import type { MediaKind } from '../../lib/protocol/media.ts';
import type { Db } from '../db/db.ts';
import { ApiFailure, badRequest } from '../http/failure.ts';
import type { Ctx } from '../http/handlers.ts';
import type { Values } from '../resources/sql.ts';
import { cleanFilename } from './content-disposition.ts';
import { findMediaInAccount, type MediaRow } from './media-rows.ts';
import { deleteMedia } from './store.ts';

/** The table whose records claim the originals of each kind (migration 021). */
const CLAIMED_BY: Record<MediaKind, string> = { image: 'images', file: 'files' };

/**
 * The upload a record is about to show: one of the caller's account, of the record's kind, that no other
 * record shows. Refusals name the field, so the form shows them in place.
 */
async function claimable(db: Db, kind: MediaKind, key: string, accountId: number): Promise<MediaRow> {
  const row = await findMediaInAccount(db, kind, key, accountId).catch(() => undefined);
  if (!row) throw badRequest(`media_key: no uploaded ${kind} with that key in this account; upload it first`);
  // A trashed record keeps its upload for its restore.
  const [taken] = await db.query(
    `SELECT 1 FROM ${CLAIMED_BY[kind]} WHERE media_key = $1 UNION ALL SELECT 1 FROM trash WHERE media_key = $1`,
    [key],
  );
  if (taken)
    throw new ApiFailure(409, 'Conflict', `media_key: that upload already belongs to another ${kind}`);
  return row;
}

/** The facts a record copies from its original, by the names of the record's fields. */
export const FACTS: Record<MediaKind, (row: MediaRow) => Values> = {
  image: (row) => ({
    width: row.width,
    height: row.height,
    bytes: row.size,
    mime: row.mime,
    sha256: row.sha256,
  }),
  file: (row) => ({ size: row.size, mime: row.mime, sha256: row.sha256 }),
};

/**
 * What the image and file areas add to the generic module: a create or a new media_key claims an upload
 * and copies its facts; the original a record no longer shows (replaced) is removed with its renditions. A
 * deleted record's original waits in the trash with it, and goes when it is purged (server/trash/purge.ts).
 * A crash between the record's write and that removal leaves an unclaimed upload, which the sweep
 * (sweep.ts) removes.
 */
export const mediaRecordHooks = (kind: MediaKind) => ({
  async prepare({ db, session }: Ctx, given: Values, existing: Values | undefined): Promise<Values> {
    // A file's name is kept as a base name, like an upload's: '../x.txt' is stored as 'x.txt'.
    const values =
      kind === 'file' && typeof given.name === 'string'
        ? { ...given, name: cleanFilename(given.name, 'file') }
        : given;
    const key = values.media_key;
    if (typeof key !== 'string' || key === existing?.media_key) return values;
    return { ...values, ...FACTS[kind](await claimable(db, kind, key, session.accountId)) };
  },
  async afterSave(ctx: Ctx, saved: Values, existing: Values | undefined): Promise<void> {
    if (existing && existing.media_key !== saved.media_key) await release(ctx, kind, existing);
  },
});

async function release({ db, config, session }: Ctx, kind: MediaKind, record: Values): Promise<void> {
  const row = await findMediaInAccount(db, kind, String(record.media_key), session.accountId).catch(
    () => undefined,
  );
  if (row) await deleteMedia(db, config, row);
}
