import { ACCESS } from '../protocol/access.ts';
import type { AreaMeta } from './area.ts';

export const articleArea = {
  name: 'article',
  access: ACCESS.user,
  group: 'Marketing',
  screens: {
    list: ['/article/list', 'Articles', 'FileText'],
    create: ['/article/create', 'Create Article'],
    edit: ['/article/editor/:article_id', 'Edit Article'],
    // The area's trash (docs/behaviour.md#trash), reached from the list.
    trash: ['/article/trash', 'Deleted Articles'],
  },
} as const satisfies AreaMeta;
