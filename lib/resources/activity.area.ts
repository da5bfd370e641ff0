import { ACCESS } from '../protocol/access.ts';
import type { AreaMeta } from './area.ts';

export const activityArea = {
  name: 'activity',
  access: ACCESS.admin,
  group: 'Administrative',
  screens: {
    list: ['/admin/activity', 'Activity', 'ListChecks'],
  },
} as const satisfies AreaMeta;
