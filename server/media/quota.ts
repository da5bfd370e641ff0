import { STORAGE_FULL, type StorageUsage } from '../../lib/protocol/media.ts';
import { formatBytes } from '../../lib/format/bytes.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { ApiFailure } from '../http/failure.ts';

/**
 * The per-account storage quota (ACCOUNT_STORAGE_BYTES): the originals of an account's images and files
 * together, as media_objects records them (renditions are a cache and not counted). docs/security.md.
 */
export async function storageUsage(db: Db, config: Config, accountId: number): Promise<StorageUsage> {
  const [row] = await db.query<{ used: number }>(
    'SELECT coalesce(sum(size), 0)::bigint AS used FROM media_objects WHERE account_id = $1',
    [accountId],
  );
  return { used_bytes: Number(row?.used ?? 0), quota_bytes: config.limits.accountStorageBytes };
}

const full = ({ used_bytes, quota_bytes }: StorageUsage, adding: number): ApiFailure =>
  new ApiFailure(
    413,
    STORAGE_FULL,
    adding > 0
      ? `This upload (${formatBytes(adding)}) does not fit: the account uses ${formatBytes(used_bytes)} of its ${formatBytes(quota_bytes)}. Delete images or files you no longer need, or ask your operator for more space.`
      : `The account's storage is full (${formatBytes(used_bytes)} of ${formatBytes(quota_bytes)}). Delete images or files you no longer need, or ask your operator for more space.`,
  );

/** Refuses when `adding` more bytes would pass the quota (0: when it is already full). */
export async function assertRoom(db: Db, config: Config, accountId: number, adding: number): Promise<void> {
  const usage = await storageUsage(db, config, accountId);
  const over =
    adding > 0 ? usage.used_bytes + adding > usage.quota_bytes : usage.used_bytes >= usage.quota_bytes;
  if (over) throw full(usage, adding);
}

// One namespace of advisory locks for quotas, keyed by account: concurrent uploads of one account are
// checked and recorded one at a time, so two cannot both fit into the last free megabyte.
const QUOTA_LOCK = 16_075;

/** Runs `insert` in a transaction that first checks, under the account's lock, that `adding` bytes fit. */
export function withinQuota<T>(
  db: Db,
  config: Config,
  accountId: number,
  adding: number,
  insert: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [QUOTA_LOCK, accountId]);
    await assertRoom(tx, config, accountId, adding);
    return insert(tx);
  });
}
