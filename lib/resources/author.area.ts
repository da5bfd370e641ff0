import { ACCESS } from '../protocol/access.ts';
import type { AreaMeta } from './area.ts';

export const authorArea = {
  name: 'author',
  access: ACCESS.user,
  group: 'Administrative',
  screens: {
    list: ['/author', 'Author Profiles', 'UserPen'],
    create: ['/author/create', 'Create Author Profile'],
    edit: ['/author/edit/:author_id', 'Edit Author Profile'],
    // The area's trash (docs/behaviour.md#trash), reached from the list.
    trash: ['/author/trash', 'Deleted Author Profiles'],
  },
} as const satisfies AreaMeta;
