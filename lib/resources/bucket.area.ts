import { ACCESS } from '../protocol/access.ts';
import type { AreaMeta } from './area.ts';

export const bucketArea = {
  name: 'bucket',
  access: ACCESS.user,
  group: 'Media',
  screens: {
    list: ['/image/bucket', 'Photo Buckets', 'Archive'],
    create: ['/image/bucket/create', 'Create Bucket', 'Plus'],
    edit: ['/image/bucket/edit/:bucket_id', 'Edit Bucket'],
    // The area's trash (docs/behaviour.md#trash), reached from the list.
    trash: ['/image/bucket/trash', 'Deleted Photo Buckets'],
  },
} as const satisfies AreaMeta;
