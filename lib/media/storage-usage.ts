import { formatBytes } from '../format/bytes.ts';
import type { StorageUsage } from '../protocol/media.ts';

/** 'Storage: 1.2 GB of 5 GB used (24%)': what the Files and Image Gallery screens say of the quota. */
export function storageUsageText({ used_bytes, quota_bytes }: StorageUsage): string {
  const percent = quota_bytes > 0 ? Math.min(100, Math.floor((used_bytes / quota_bytes) * 100)) : 100;
  const text = `Storage: ${formatBytes(used_bytes)} of ${formatBytes(quota_bytes)} used (${percent}%)`;
  return used_bytes >= quota_bytes
    ? `${text}. The storage is full: delete images or files you no longer need before uploading more.`
    : text;
}
