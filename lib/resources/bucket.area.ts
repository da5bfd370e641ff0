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
  },
} as const satisfies AreaMeta;
