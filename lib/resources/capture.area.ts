import { ACCESS } from '../protocol/access.ts';
import type { AreaMeta } from './area.ts';

export const captureArea = {
  name: 'capture',
  access: ACCESS.user,
  group: 'Your Data',
  screens: {
    dashboard: ['/data/dashboard', 'Captured Data', 'ChartColumn'],
    // The area's trash (docs/behaviour.md#trash), reached from the list.
    trash: ['/data/trash', 'Deleted Captured Data'],
  },
} as const satisfies AreaMeta;
