import { ACCESS } from '../protocol/access.ts';
import type { AreaMeta } from './area.ts';

export const broadcastArea = {
  name: 'broadcast',
  access: ACCESS.user,
  group: 'Marketing',
  screens: {
    list: ['/broadcast/calendar', 'Broadcast', 'CalendarDays'],
  },
} as const satisfies AreaMeta;
