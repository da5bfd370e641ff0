import { ACCESS } from '../protocol/access.ts';
import type { AreaMeta } from './area.ts';

export const bucketArea = {
  name: 'bucket',
  access: ACCESS.user,
  group: 'Media',
  screens: {
    list: ['/image/bucket', 'Photo Buckets', 'Archive'],
    create: ['/image/bucket/create', 'Create Bucket', 'Plus'],
  },
} as const satisfies AreaMeta;
