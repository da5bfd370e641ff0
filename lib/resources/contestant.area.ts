import { ACCESS } from '../protocol/access.ts';
import type { AreaMeta } from './area.ts';

export const contestantArea = {
  name: 'contestant',
  access: ACCESS.circuitAdmin,
  group: 'Event Management',
  screens: {
    list: ['/rodeo/contestants', 'Contestants', 'Users'],
    create: ['/rodeo/contestants/create', 'Create Contestant'],
    edit: ['/rodeo/contestants/edit/:contestant_id', 'Edit Contestant'],
    // The area's trash (docs/behaviour.md#trash), reached from the list.
    trash: ['/rodeo/contestants/trash', 'Deleted Contestants'],
  },
  parentQuery: 'rodeo',
} as const satisfies AreaMeta;
