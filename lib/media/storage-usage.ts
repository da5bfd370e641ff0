import { formatBytes } from '../format/bytes.ts';
import type { Locale } from '../i18n/locales.ts';
import type { StorageUsage } from '../protocol/media.ts';
import { mediaEnglish, type MediaTexts } from './media-texts.ts';

/** 'Storage: 1.2 GB of 5 GB used (24%)': what the Files and Image Gallery screens say of the quota. */
export function storageUsageText(
  { used_bytes, quota_bytes }: StorageUsage,
  t: MediaTexts = mediaEnglish(),
  locale: Locale = 'en',
): string {
  const percent = quota_bytes > 0 ? Math.min(100, Math.floor((used_bytes / quota_bytes) * 100)) : 100;
  const usage = t.storageUsed({
    used: formatBytes(used_bytes, locale),
    quota: formatBytes(quota_bytes, locale),
    percent,
  });
  return used_bytes >= quota_bytes ? t.storageFull({ usage }) : usage;
}
