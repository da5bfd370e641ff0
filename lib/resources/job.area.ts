import { ACCESS } from '../protocol/access.ts';
import type { AreaMeta } from './area.ts';

export const jobArea = {
  name: 'job',
  access: ACCESS.superAdmin,
  group: 'Administrative',
  screens: {
    jobs: ['/admin/jobs', 'Jobs', 'Hourglass'],
  },
} as const satisfies AreaMeta;
