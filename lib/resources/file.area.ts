import { ACCESS } from '../protocol/access.ts';
import type { AreaMeta } from './area.ts';

export const fileArea = {
  name: 'file',
  access: ACCESS.user,
  group: 'Your Data',
  screens: {
    list: ['/file-repository/list', 'Files', 'FolderOpen'],
    create: ['/file-repository/upload', 'Upload Files', 'Upload'],
    edit: ['/file-repository/edit/:file_id', 'Edit File'],
    // The area's trash (docs/behaviour.md#trash), reached from the list.
    trash: ['/file-repository/trash', 'Deleted Files'],
  },
} as const satisfies AreaMeta;
