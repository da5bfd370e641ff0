import { ACCESS } from '../protocol/access.ts';
import type { AreaMeta } from './area.ts';

export const sponsorArea = {
  name: 'sponsor',
  access: ACCESS.user,
  group: 'Event Management',
  screens: {
    list: ['/sponsor/list', 'Sponsors', 'Handshake'],
    create: ['/sponsor/create', 'Create Sponsor'],
    'bulk-upload': ['/sponsor/bulk-upload', 'Bulk Upload Sponsors'],
    edit: ['/sponsor/edit/:sponsor_id', 'Edit Sponsor'],
    // The area's trash (docs/behaviour.md#trash), reached from the list.
    trash: ['/sponsor/trash', 'Deleted Sponsors'],
  },
} as const satisfies AreaMeta;
