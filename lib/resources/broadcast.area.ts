import { ACCESS } from '../protocol/access.ts';
import type { AreaMeta } from './area.ts';

export const broadcastArea = {
  name: 'broadcast',
  access: ACCESS.user,
  group: 'Marketing',
  screens: {
    list: ['/broadcast/calendar', 'Broadcast', 'CalendarDays'],
    create: ['/broadcast/create', 'Create Broadcast'],
    edit: ['/broadcast/edit/:broadcast_id', 'Edit Broadcast'],
    report: ['/broadcast/report/:broadcast_id', 'Broadcast Report'],
    // The area's trash (docs/behaviour.md#trash), reached from the list.
    trash: ['/broadcast/trash', 'Deleted Broadcasts'],
  },
} as const satisfies AreaMeta;
