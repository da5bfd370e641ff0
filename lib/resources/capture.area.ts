import { ACCESS } from '../protocol/access.ts';
import type { AreaMeta } from './area.ts';

export const captureArea = {
  name: 'capture',
  access: ACCESS.user,
  group: 'Your Data',
  screens: {
    dashboard: ['/data/dashboard', 'Captured Data', 'ChartColumn'],
  },
} as const satisfies AreaMeta;
