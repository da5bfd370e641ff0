import { ACCESS } from '../protocol/access.ts';
import type { AreaMeta } from './area.ts';

export const taskCardArea = {
  name: 'task_card',
  access: ACCESS.superAdmin,
  group: 'Task Board',
  screens: {
    list: ['/task/board', 'Task Board', 'ListChecks'],
    // A card opens in a dialog over the board, at an address of its own (docs/behaviour.md#addresses).
    create: ['/task/create', 'Create Task Card'],
    edit: ['/task/edit/:task_card_id', 'Edit Task Card'],
    // The area's trash (docs/behaviour.md#trash), reached from the list.
    trash: ['/task/trash', 'Deleted Task Cards'],
  },
} as const satisfies AreaMeta;
