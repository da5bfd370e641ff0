import { ACCESS } from '../protocol/access.ts';
import type { AreaMeta } from './area.ts';

export const imageArea = {
  name: 'image',
  access: ACCESS.user,
  group: 'Media',
  screens: {
    list: ['/image/gallery', 'Image Gallery', 'Images'],
    create: ['/image/create', 'Add Image'],
    edit: ['/image/edit/:image_id', 'Edit Image'],
    // The area's trash (docs/behaviour.md#trash), reached from the list.
    trash: ['/image/trash', 'Deleted Images'],
  },
} as const satisfies AreaMeta;
