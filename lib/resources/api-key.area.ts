import { ACCESS } from '../protocol/access.ts';
import type { AreaMeta } from './area.ts';

export const apiKeyArea = {
  name: 'api_key',
  access: ACCESS.user,
  group: 'Users',
  screens: {
    list: ['/user/api/list', 'API Keys', 'KeyRound'],
    create: ['/user/api/create', 'Create API Key'],
  },
} as const satisfies AreaMeta;
