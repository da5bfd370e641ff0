import { ACCESS } from '../protocol/access.ts';
import type { AreaMeta } from './area.ts';

export const accountArea = {
  name: 'account',
  access: ACCESS.admin,
  group: 'Accounts',
  screens: {
    list: ['/account/list', 'Account List', 'Building2'],
    create: ['/account/create', 'Create Account', 'Plus'],
    register: ['/account/register', 'Register Account', 'UserPlus'],
    edit: ['/account/edit/:account_id', 'Edit Account'],
  },
} as const satisfies AreaMeta;
