import { ACCESS } from '../protocol/access.ts';
import type { AreaMeta } from './area.ts';

export const rodeoSyncArea = {
  name: 'rodeo_sync',
  access: ACCESS.superAdmin,
  group: 'Event Management',
  screens: {
    sync: ['/rodeo/sync', 'Sync Rodeo Data', 'RefreshCw'],
  },
} as const satisfies AreaMeta;
