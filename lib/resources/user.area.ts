import { ACCESS } from '../protocol/access.ts';
import type { AreaMeta } from './area.ts';

export const userArea = {
  name: 'user',
  access: ACCESS.groupAdmin,
  group: 'Users',
  screens: {
    list: ['/user/list', 'User List', 'Users'],
    create: ['/user/create', 'Create User', 'UserPlus'],
    edit: ['/user/edit/:user_id', 'Edit User'],
  },
} as const satisfies AreaMeta;
