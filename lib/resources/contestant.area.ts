import { ACCESS } from '../protocol/access.ts';
import type { AreaMeta } from './area.ts';

export const contestantArea = {
  name: 'contestant',
  access: ACCESS.circuitAdmin,
  group: 'Event Management',
  screens: {
    list: ['/rodeo/contestants', 'Contestants', 'Users'],
    // The area's trash (docs/behaviour.md#trash), reached from the list.
    trash: ['/rodeo/contestants/trash', 'Deleted Contestants'],
  },
  parentQuery: 'rodeo',
} as const satisfies AreaMeta;
