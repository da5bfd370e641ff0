import { describe, expect, it } from 'vitest';
import { storageUsageText } from '../../../lib/media/storage-usage.ts';

describe('storage usage text', () => {
  it('says what is used of the quota, and what to do when it is full', () => {
    expect(storageUsageText({ used_bytes: 1_234_567, quota_bytes: 5_000_000_000 })).toBe(
      'Storage: 1.2 MB of 5 GB used (0%)',
    );
    expect(storageUsageText({ used_bytes: 3_000_000_000, quota_bytes: 4_000_000_000 })).toBe(
      'Storage: 3 GB of 4 GB used (75%)',
    );
    expect(storageUsageText({ used_bytes: 5_100, quota_bytes: 5_000 })).toBe(
      'Storage: 5.1 KB of 5 KB used (100%). The storage is full: delete images or files you no longer need before uploading more.',
    );
  });
});
