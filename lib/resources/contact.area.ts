import { ACCESS } from '../protocol/access.ts';
import type { AreaMeta } from './area.ts';

export const contactArea = {
  name: 'contact',
  access: ACCESS.user,
  group: 'Communication',
  screens: {
    list: ['/contact/list', 'Contacts', 'Contact'],
    create: ['/contact/create', 'Create Contact'],
    'bulk-upload': ['/contact/bulk-upload', 'Bulk Upload Contacts'],
    edit: ['/contact/edit/:contact_id', 'Edit Contact'],
    // The area's trash (docs/behaviour.md#trash), reached from the list.
    trash: ['/contact/trash', 'Deleted Contacts'],
  },
} as const satisfies AreaMeta;
