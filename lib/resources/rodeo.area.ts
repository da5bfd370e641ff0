import { ACCESS } from '../protocol/access.ts';
import type { AreaMeta } from './area.ts';

export const rodeoArea = {
  name: 'rodeo',
  access: ACCESS.circuitAdmin,
  group: 'Event Management',
  screens: {
    list: ['/rodeo/list', 'Rodeo List', 'Trophy'],
    create: ['/rodeo/create', 'Create Rodeo', 'Plus'],
    edit: ['/rodeo/edit/:rodeo_id', 'Edit Rodeo'],
    // The area's trash (docs/behaviour.md#trash), reached from the list.
    trash: ['/rodeo/trash', 'Deleted Rodeos'],
  },
} as const satisfies AreaMeta;
